import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { uploadFile, type FileRecordBody } from './files-test-kit';

/** Issue 10 point 6: uploaded pictures on the profile and projects, and their WebP thumbnails. */

const t = setUpTestApp();
let cookie: string;

async function upload(name: string, bytes: Buffer, mimeType: string, extra: { visibility?: string } = {}): Promise<FileRecordBody> {
  cookie = await t.loginAsOwner();
  return uploadFile(t, cookie, { name, bytes, mimeType, ...extra });
}

function photo(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes that declares a 50000 × 50000 canvas: 2.5 gigapixels, 10 GB once decoded. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const firstRows = deflateSync(Buffer.alloc(50_000 * 3 + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const profile = { name: 'Ada', title: 'Analyst', bio: 'Writes programs.' };

describe('thumbnails', () => {
  it('answers a WebP at most N pixels wide of a PNG and of a JPEG, and caches it', async () => {
    const png = await upload('wide.png', await photo(1000, 600, 'png'), 'image/png');
    const jpeg = await upload('small.jpg', await photo(300, 200, 'jpeg'), 'image/jpeg');
    for (const [file, width, expected] of [
      [png, 160, 160],
      [png, 640, 640],
      [jpeg, 1280, 300],
      [jpeg, 160, 160],
    ] as const) {
      const response = await t.inject({ method: 'GET', url: `${file.objectPath}?w=${String(width)}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      // Never wider than asked, never enlarged.
      expect(metadata.width).toBe(expected);
    }
    expect(existsSync(path.join(t.dataDir, 'thumbnails', path.basename(png.objectPath), '640.webp'))).toBe(true);

    const again = await t.inject({ method: 'GET', url: `${png.objectPath}?w=640` });
    const etag = again.headers.etag as string;
    const revalidated = await t.inject({ method: 'GET', url: `${png.objectPath}?w=640`, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers 400 naming w for any other width', async () => {
    const png = await upload('wide.png', await photo(400, 300, 'png'), 'image/png');
    for (const width of ['100', '0', '-160', 'abc', '160.0', '']) {
      const response = await t.inject({ method: 'GET', url: `${png.objectPath}?w=${width}` });
      expect(response.statusCode, width).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'w' }] });
    }
  });

  it('refuses a decompression bomb quickly with 413 and the usual error body, without decoding it', async () => {
    const bomb = await upload('bomb.png', decompressionBomb(), 'image/png');
    const started = performance.now();
    const response = await t.inject({ method: 'GET', url: `${bomb.objectPath}?w=320` });
    console.log(`decompression bomb refused in ${(performance.now() - started).toFixed(0)} ms`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('50000 × 50000') });
    // The server is still there for the next picture.
    const png = await upload('ok.png', await photo(200, 100, 'png'), 'image/png');
    expect((await t.inject({ method: 'GET', url: `${png.objectPath}?w=160` })).statusCode).toBe(200);
  });

  it('refuses non-pictures and files that only claim to be pictures with 415', async () => {
    const text = await upload('notes.txt', Buffer.from('plain text'), 'text/plain');
    const fake = await upload('fake.png', Buffer.from('not a png at all'), 'image/png');
    for (const file of [text, fake]) {
      const response = await t.inject({ method: 'GET', url: `${file.objectPath}?w=160` });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it("answers a private picture's thumbnail with 404 to anyone but the owner", async () => {
    const secret = await upload('secret.png', await photo(400, 300, 'png'), 'image/png', { visibility: 'private' });
    expect((await t.inject({ method: 'GET', url: `${secret.objectPath}?w=160` })).statusCode).toBe(404);
    const owner = await t.inject({ method: 'GET', url: `${secret.objectPath}?w=160`, headers: { cookie } });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, no-store');
  });

  it('removes the thumbnails with the file', async () => {
    const png = await upload('wide.png', await photo(400, 300, 'png'), 'image/png');
    await t.inject({ method: 'GET', url: `${png.objectPath}?w=160` });
    const directory = path.join(t.dataDir, 'thumbnails', path.basename(png.objectPath));
    expect(existsSync(directory)).toBe(true);
    expect((await t.inject({ method: 'DELETE', url: `/api/files/${png.id}`, headers: { cookie } })).statusCode).toBe(200);
    expect(existsSync(directory)).toBe(false);
    expect((await t.inject({ method: 'GET', url: `${png.objectPath}?w=160` })).statusCode).toBe(404);
  });
});

describe('uploaded pictures on the profile and projects', () => {
  it('accepts the path of an uploaded public picture, over REST and tRPC', async () => {
    const png = await upload('me.png', await photo(400, 400, 'png'), 'image/png');
    const saved = await t.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...profile, imageUrl: png.objectPath } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ imageUrl: png.objectPath });

    const project = await t.inject({
      method: 'POST',
      url: '/api/trpc/projects.createProject',
      headers: { cookie },
      payload: { title: 'Engine', description: 'Brass.', category: 'hobby', imageUrl: png.objectPath },
    });
    expect(project.statusCode, project.body).toBe(200);
    // An http(s) URL still works.
    const external = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { title: 'Kite', description: 'A kite.', category: 'hobby', imageUrl: 'https://example.com/kite.png' },
    });
    expect(external.statusCode).toBe(201);
  });

  it('refuses with 400 naming imageUrl: another scheme, an unknown upload, a non-picture (a private picture: 409)', async () => {
    const text = await upload('notes.txt', Buffer.from('plain text'), 'text/plain');
    const secret = await upload('secret.png', await photo(100, 100, 'png'), 'image/png', { visibility: 'private' });
    for (const [imageUrl, message, status] of [
      ['javascript:alert(1)', 'Must be an http(s) URL or an uploaded picture'],
      ['/objects/uploads/../../secrets', 'Must be an http(s) URL or an uploaded picture'],
      ['/objects/uploads/00000000-0000-4000-8000-000000000000', 'No uploaded file has this path'],
      [text.objectPath, 'Must be a PNG, JPEG, WebP, GIF or AVIF picture'],
      [secret.objectPath, 'This file is private; make it public first', 409],
    ] as const) {
      for (const [method, url] of [['PUT', '/api/profile'], ['POST', '/api/projects']] as const) {
        const payload = url === '/api/profile' ? { ...profile, imageUrl } : { title: 'T', description: 'D', category: 'hobby', imageUrl };
        const response = await t.inject({ method, url, headers: { cookie }, payload });
        expect(response.statusCode, `${url} ${String(imageUrl)}`).toBe(status ?? 400);
        expect(response.json<{ issues: { path: string; message: string }[] }>().issues[0]).toEqual({
          path: 'imageUrl',
          message: expect.stringContaining(message ?? ''),
        });
      }
    }
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/projects' })).json()).toEqual([]);
  });

  it('keeps a picture the site shows from turning private or being deleted (409)', async () => {
    const png = await upload('me.png', await photo(200, 200, 'png'), 'image/png');
    await t.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...profile, imageUrl: png.objectPath } });
    const hidden = await t.inject({ method: 'PATCH', url: `/api/files/${png.id}`, headers: { cookie }, payload: { visibility: 'private' } });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toMatchObject({ issues: [{ path: 'visibility', message: expect.stringContaining('the profile photo') }] });
    expect((await t.inject({ method: 'GET', url: '/api/files' })).json()).toHaveLength(1);

    expect((await t.inject({ method: 'DELETE', url: `/api/files/${png.id}`, headers: { cookie } })).statusCode).toBe(409);
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toMatchObject({ name: 'Ada', imageUrl: png.objectPath });
  });
});
