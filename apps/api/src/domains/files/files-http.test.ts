import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse as parseContentDisposition } from 'content-disposition';
import { MAX_UPLOAD_BYTES } from '@folio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OWNER_PASSWORD, type TestApp } from '../../test/build-test-app';
import { randomFile, type FileRecordBody, type UploadStart } from './files-test-kit';

/** The local driver over a real socket, as a browser would drive it: fetch, cookies, the upload URL as given. */
let t: TestApp;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
  const login = await fetch(`${base}/api/login/password`, {
    method: 'POST',
    body: new URLSearchParams({ password: TEST_OWNER_PASSWORD }),
    redirect: 'manual',
  });
  expect(login.status).toBe(303);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});
afterAll(() => t.close());

async function startUpload(): Promise<UploadStart> {
  const response = await fetch(`${base}/api/objects/upload`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as UploadStart;
}

describe('the upload flow over HTTP on the local driver', () => {
  it('starts an upload as documented: no body, no content type, or an empty JSON object', async () => {
    const starts: RequestInit[] = [
      { headers: { cookie } },
      { headers: { cookie, 'content-type': 'application/json' }, body: '{}' },
    ];
    for (const init of starts) {
      const response = await fetch(`${base}/api/objects/upload`, { method: 'POST', ...init });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ objectKey: expect.stringMatching(/^\/objects\/uploads\//) });
    }
  });

  it('uploads to the URL exactly as answered and downloads the same bytes', async () => {
    const bytes = randomFile(2 * 1024 * 1024 + 17);
    const start = await startUpload();
    // The URL points at the origin the client used, so a browser can PUT to it as is.
    expect(start.uploadURL.startsWith(`${base}/objects/uploads/`)).toBe(true);

    const put = await fetch(start.uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    expect(await put.text()).toBe('');

    const registered = await fetch(`${base}/api/files`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'report.pdf',
        originalName: 'report.pdf',
        size: bytes.length,
        mimeType: 'application/pdf',
        category: 'business',
        objectPath: start.objectKey,
      }),
    });
    expect(registered.status).toBe(201);
    const file = (await registered.json()) as FileRecordBody;

    const list = (await (await fetch(`${base}/api/files`)).json()) as FileRecordBody[];
    expect(list).toEqual([file]);

    const download = await fetch(`${base}${start.objectKey}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(parseContentDisposition(download.headers.get('content-disposition') ?? '').parameters.filename).toBe(
      'report.pdf',
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const deleted = await fetch(`${base}/api/files/${file.id}`, { method: 'DELETE', headers: { cookie } });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${base}${start.objectKey}`)).status).toBe(404);
  });

  it('answers 413 to a browser sending 52,428,801 bytes', async () => {
    const start = await startUpload();
    const put = await fetch(start.uploadURL, { method: 'PUT', body: Buffer.alloc(MAX_UPLOAD_BYTES + 1) }).catch(
      (error: unknown) => error,
    );
    expect(put instanceof Response ? put.status : put).toBe(413);
  });

  it('cuts off a streamed body of unknown length past 50 MB, answers 413 and keeps nothing', async () => {
    const start = await startUpload();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 60) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const put = await fetch(start.uploadURL, { method: 'PUT', body, duplex: 'half' } as RequestInit).catch(
      (error: unknown) => error,
    );
    expect(put instanceof Response ? put.status : put).toBe(413);
    const root = path.join(t.dataDir, 'objects');
    expect([...(await readdir(path.join(root, 'uploads'))), ...(await readdir(path.join(root, '.incoming')))]).toEqual(
      [],
    );
  });
});
