import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@folio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalStorage } from '../../storage/local-storage';
import { setUpTestApp } from '../../test/build-test-app';
import { putLocal, randomFile, registerFile, startUpload, type FileRecordBody } from './files-test-kit';

const t = setUpTestApp();
let cookie: string;
// Sessions are truncated with everything else, so each test signs in again.
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});
// The stored objects go with the data: each test starts with none.
afterEach(async () => {
  const root = path.join(t.dataDir, 'objects');
  for (const dir of ['uploads', '.incoming']) {
    await rm(path.join(root, dir), { recursive: true, force: true });
    await mkdir(path.join(root, dir));
  }
});

/** Every file the local driver holds, finished or half-written. */
async function storedObjects(): Promise<string[]> {
  const root = path.join(t.dataDir, 'objects');
  return [...(await readdir(path.join(root, 'uploads'))), ...(await readdir(path.join(root, '.incoming')))];
}

async function uploadedButUnregistered(bytes: Buffer) {
  const start = await startUpload(t, cookie);
  const put = await putLocal(t, start.uploadURL, bytes);
  expect(put.statusCode).toBe(200);
  return start;
}

async function listFiles(): Promise<FileRecordBody[]> {
  const response = await t.inject({ method: 'GET', url: '/api/files' });
  expect(response.statusCode).toBe(200);
  return response.json<FileRecordBody[]>();
}

describe('the upload flow on the local driver', () => {
  it('starts, uploads, registers, lists, downloads the same bytes and deletes', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomFile(300_000 - 9)]);
    const start = await startUpload(t, cookie);
    expect(start.objectKey).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(start.uploadURL).toMatch(
      new RegExp(`^http://localhost(:80)?${start.objectKey}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );

    const put = await putLocal(t, start.uploadURL, bytes, 'application/pdf');
    expect(put.statusCode).toBe(200);

    const registered = await registerFile(t, cookie, {
      name: 'Résumé 2024.pdf',
      size: bytes.length,
      mimeType: 'application/pdf',
      category: 'hobby',
      objectPath: start.objectKey,
    });
    expect(registered.statusCode).toBe(201);
    const file = registered.json<FileRecordBody>();
    expect(file).toMatchObject({
      name: 'Résumé 2024.pdf',
      originalName: 'Résumé 2024.pdf',
      size: 300_000,
      mimeType: 'application/pdf',
      category: 'hobby',
      objectPath: start.objectKey,
    });
    expect(await listFiles()).toEqual([file]);

    const download = await t.inject({ method: 'GET', url: start.objectKey });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="R?sum? 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.pdf`,
    );

    const deleted = await t.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await listFiles()).toEqual([]);
    expect((await t.inject({ method: 'GET', url: start.objectKey })).statusCode).toBe(404);
    expect(await storedObjects()).toEqual([]);
  });

  it('lists the newest file first', async () => {
    for (const name of ['first.txt', 'second.txt']) {
      const start = await uploadedButUnregistered(Buffer.from(name));
      await registerFile(t, cookie, { name, size: name.length, mimeType: 'text/plain', objectPath: start.objectKey });
    }
    expect((await listFiles()).map((file) => file.name)).toEqual(['second.txt', 'first.txt']);
  });

  it('stores unknown or empty types as application/octet-stream and keeps originalName equal to name', async () => {
    const start = await uploadedButUnregistered(Buffer.from('abc'));
    const registered = await registerFile(t, cookie, {
      name: 'notes',
      originalName: 'something-else',
      size: 3,
      mimeType: '',
      objectPath: start.objectKey,
    });
    expect(registered.json()).toMatchObject({
      name: 'notes',
      originalName: 'notes',
      mimeType: 'application/octet-stream',
    });

    const other = await uploadedButUnregistered(Buffer.from('abc'));
    const odd = await registerFile(t, cookie, {
      name: 'odd',
      size: 3,
      mimeType: 'not a type',
      objectPath: other.objectKey,
    });
    expect(odd.json()).toMatchObject({ mimeType: 'application/octet-stream' });
  });

  it('downloads risky types as opaque bytes', async () => {
    const start = await uploadedButUnregistered(Buffer.from('<script>alert(1)</script>'));
    await registerFile(t, cookie, { name: 'page.html', size: 25, mimeType: 'text/html', objectPath: start.objectKey });
    const download = await t.inject({ method: 'GET', url: start.objectKey });
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 404 for keys that are not registered files', async () => {
    const start = await uploadedButUnregistered(Buffer.from('pending'));
    expect((await t.inject({ method: 'GET', url: start.objectKey })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/objects/uploads/${randomUUID()}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/objects/uploads/..%2F..%2Fsecrets' })).statusCode).toBe(404);
  });

  it('answers 404 when deleting an unknown file', async () => {
    const response = await t.inject({ method: 'DELETE', url: `/api/files/${randomUUID()}`, headers: { cookie } });
    expect(response.statusCode).toBe(404);
  });
});

describe('who may upload', () => {
  it('lets visitors list files but not start, register or delete', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/files' })).statusCode).toBe(200);
    const start = await t.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { 'content-type': 'application/json' },
    });
    expect(start.statusCode).toBe(401);
    const register = await t.inject({
      method: 'POST',
      url: '/api/files',
      payload: { name: 'x', size: 1, category: 'business', objectPath: `/objects/uploads/${randomUUID()}` },
    });
    expect(register.statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `/api/files/${randomUUID()}` })).statusCode).toBe(401);
  });
});

describe('local upload URLs', () => {
  it('refuses a file of 52,428,801 bytes with 413 and keeps nothing', async () => {
    const start = await startUpload(t, cookie);
    const put = await putLocal(t, start.uploadURL, Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(put.statusCode).toBe(413);
    expect(put.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await storedObjects()).toEqual([]);
  });

  it('cuts off a streamed body without a length once it passes 50 MB, keeping nothing', async () => {
    const start = await startUpload(t, cookie);
    const url = new URL(start.uploadURL);
    const chunk = Buffer.alloc(1024 * 1024);
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 51; i += 1) yield chunk;
      })(),
    );
    const put = await t.inject({ method: 'PUT', url: url.pathname + url.search, payload: body });
    expect(put.statusCode).toBe(413);
    expect(await storedObjects()).toEqual([]);
  });

  it('accepts exactly 50 MB', async () => {
    const start = await startUpload(t, cookie);
    const put = await putLocal(t, start.uploadURL, Buffer.alloc(MAX_UPLOAD_BYTES));
    expect(put.statusCode).toBe(200);
  });

  it('refuses an expired URL with 403', async () => {
    const start = await startUpload(t, cookie);
    const key = start.objectKey.replace('/objects/', '');
    const storage = t.app.storage as LocalStorage;
    const expired = await storage.createUploadUrl(key, new Date(Date.now() - 16 * 60 * 1000));
    const put = await putLocal(t, `http://localhost${expired}`, Buffer.from('late'));
    expect(put.statusCode).toBe(403);
    expect(put.json<{ message: string }>().message).toMatch(/expired/);
    expect(await storedObjects()).toEqual([]);
  });

  it('refuses a forged signature, a changed expiry and another key’s signature with 403', async () => {
    const start = await startUpload(t, cookie);
    const other = await startUpload(t, cookie);
    const url = new URL(start.uploadURL);
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const forgeries = [
      `${url.pathname}?expires=${String(expires)}&signature=${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
      `${url.pathname}?expires=${String(expires + 3600)}&signature=${signature}`,
      `${new URL(other.uploadURL).pathname}?expires=${String(expires)}&signature=${signature}`,
      `${url.pathname}?expires=${String(expires)}`,
      url.pathname,
    ];
    for (const forged of forgeries) {
      const put = await putLocal(t, `http://localhost${forged}`, Buffer.from('forged'));
      expect(put.statusCode, forged).toBe(403);
    }
    expect(await storedObjects()).toEqual([]);
  });

  it('refuses to overwrite a registered file through its old upload URL', async () => {
    const start = await uploadedButUnregistered(Buffer.from('original'));
    await registerFile(t, cookie, { name: 'a.txt', size: 8, mimeType: 'text/plain', objectPath: start.objectKey });
    const again = await putLocal(t, start.uploadURL, Buffer.from('replaced'));
    expect(again.statusCode).toBe(409);
    expect((await t.inject({ method: 'GET', url: start.objectKey })).body).toBe('original');
  });
});

describe('registering an upload', () => {
  it('refuses a key the server never issued, and removes whatever sits there', async () => {
    const objectPath = `/objects/uploads/${randomUUID()}`;
    const storage = t.app.storage as LocalStorage;
    await storage.write(objectPath.replace('/objects/', ''), Readable.from([Buffer.from('planted')]), MAX_UPLOAD_BYTES);
    const response = await registerFile(t, cookie, { name: 'x.txt', size: 7, objectPath });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [{ path: 'objectPath', message: 'Not an upload key issued by this server' }],
    });
    expect(await listFiles()).toEqual([]);
    expect(await storedObjects()).toEqual([]);
  });

  it('refuses a path that is not an upload key', async () => {
    const response = await registerFile(t, cookie, { name: 'x.txt', size: 7, objectPath: '/etc/passwd' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'objectPath' }] });
  });

  it('refuses a key whose bytes never arrived', async () => {
    const start = await startUpload(t, cookie);
    const response = await registerFile(t, cookie, { name: 'x.txt', size: 7, objectPath: start.objectKey });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [{ path: 'objectPath', message: 'No file has been uploaded to this key' }],
    });
    expect(await listFiles()).toEqual([]);
  });

  it('refuses a size that differs from the uploaded bytes and removes the object', async () => {
    const start = await uploadedButUnregistered(Buffer.from('twelve bytes'));
    const response = await registerFile(t, cookie, { name: 'x.txt', size: 11, objectPath: start.objectKey });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'size' }] });
    expect(await listFiles()).toEqual([]);
    expect(await storedObjects()).toEqual([]);
  });

  it('refuses a claimed size over 50 MB with 413 and removes the object', async () => {
    const start = await uploadedButUnregistered(Buffer.from('small'));
    const response = await registerFile(t, cookie, {
      name: 'x.bin',
      size: MAX_UPLOAD_BYTES + 1,
      objectPath: start.objectKey,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ issues: [{ path: 'size', message: 'File is larger than 50 MB' }] });
    expect(await listFiles()).toEqual([]);
    expect(await storedObjects()).toEqual([]);
  });

  it('refuses a second registration of the same upload with 409', async () => {
    const start = await uploadedButUnregistered(Buffer.from('once'));
    const input = { name: 'once.txt', size: 4, objectPath: start.objectKey };
    expect((await registerFile(t, cookie, input)).statusCode).toBe(201);
    const again = await registerFile(t, cookie, input);
    expect(again.statusCode).toBe(409);
    expect(await listFiles()).toHaveLength(1);
    expect((await t.inject({ method: 'GET', url: start.objectKey })).body).toBe('once');
  });

  it('names the fields of bad input', async () => {
    const response = await registerFile(t, cookie, {
      name: '',
      size: -1,
      category: 'work',
      objectPath: `/objects/uploads/${randomUUID()}`,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'size', 'category']));
  });
});
