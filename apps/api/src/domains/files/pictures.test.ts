import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { decompressionBomb, replaceStoredBytes, SLOW_SVG } from '../../test/hostile-pictures';
import { keyOfObjectPath } from '../../storage/object-keys';
import { registerFile, startUpload, putLocal } from './files-test-kit';
import { uploadFile, type FileRecordBody } from './files-test-kit';

/** uploaded pictures on the profile and projects, and their WebP thumbnails. */

const t = setUpTestApp();
let cookie: string;

async function upload(
  name: string,
  bytes: Buffer,
  mimeType: string,
  extra: { visibility?: string } = {},
): Promise<FileRecordBody> {
  cookie = await t.loginAsOwner();
  return uploadFile(t, cookie, { name, bytes, mimeType, ...extra });
}

function photo(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
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
    const revalidated = await t.inject({
      method: 'GET',
      url: `${png.objectPath}?w=640`,
      headers: { 'if-none-match': etag },
    });
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
    // Registered before pictures were checked at upload: the decoder refuses it on its own.
    const bomb = await upload('bomb.png', await photo(10, 10, 'png'), 'image/png');
    await replaceStoredBytes(t, bomb.objectPath, decompressionBomb());
    const started = performance.now();
    const response = await t.inject({ method: 'GET', url: `${bomb.objectPath}?w=320` });
    console.log(`decompression bomb refused in ${(performance.now() - started).toFixed(0)} ms`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('50000 × 50000'),
    });
    expect(response.json()).toMatchObject({ message: expect.stringContaining('at most 40 megapixels') });
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

  it('never rasterises an SVG that a file record calls image/png, and remembers the refusal until the file goes', async () => {
    const svg = await upload('drawing.png', await photo(10, 10, 'png'), 'image/png');
    await replaceStoredBytes(t, svg.objectPath, SLOW_SVG);
    const started = performance.now();
    const first = await t.inject({ method: 'GET', url: `${svg.objectPath}?w=640` });
    expect(first.statusCode).toBe(415);
    expect(performance.now() - started).toBeLessThan(1000);

    // Remembered: with the object gone from the storage, the answer is still the same 415, for every width.
    await t.app.storage.remove(keyOfObjectPath(svg.objectPath) ?? '');
    for (const width of [160, 640, 1280]) {
      const again = await t.inject({ method: 'GET', url: `${svg.objectPath}?w=${String(width)}` });
      expect(again.statusCode).toBe(415);
      expect(again.json()).toEqual(first.json());
    }
    // The file goes, and its remembered answer with it.
    expect((await t.inject({ method: 'DELETE', url: `/api/files/${svg.id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(existsSync(path.join(t.dataDir, 'thumbnails', path.basename(svg.objectPath)))).toBe(false);
  });

  it('remembers a decompression bomb too: the second request reads nothing', async () => {
    const bomb = await upload('bomb.png', await photo(10, 10, 'png'), 'image/png');
    await replaceStoredBytes(t, bomb.objectPath, decompressionBomb(30_000));
    expect((await t.inject({ method: 'GET', url: `${bomb.objectPath}?w=160` })).statusCode).toBe(413);
    await t.app.storage.remove(keyOfObjectPath(bomb.objectPath) ?? '');
    const again = await t.inject({ method: 'GET', url: `${bomb.objectPath}?w=320` });
    expect(again.statusCode).toBe(413);
    expect(again.json()).toMatchObject({ message: expect.stringContaining('30000 × 30000') });
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
    expect((await t.inject({ method: 'DELETE', url: `/api/files/${png.id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(existsSync(directory)).toBe(false);
    expect((await t.inject({ method: 'GET', url: `${png.objectPath}?w=160` })).statusCode).toBe(404);
  });
});

describe('registering a picture', () => {
  it('takes the type from the bytes, not from what the browser declared', async () => {
    const png = await upload('photo', await photo(50, 40, 'png'), 'application/octet-stream');
    expect(png.mimeType).toBe('image/png');
    const jpeg = await upload('photo.png', await photo(50, 40, 'jpeg'), 'image/png');
    expect(jpeg.mimeType).toBe('image/jpeg');
    // An SVG (or anything else) sent as a picture is not one: stored as opaque bytes, never decoded.
    const svg = await upload('drawing.png', SLOW_SVG, 'image/png');
    expect(svg.mimeType).toBe('application/octet-stream');
    expect((await t.inject({ method: 'GET', url: `${svg.objectPath}?w=160` })).statusCode).toBe(415);
    const download = await t.inject({ method: 'GET', url: svg.objectPath });
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    // Other files keep their declared type.
    expect((await upload('notes.txt', Buffer.from('plain text'), 'text/plain')).mimeType).toBe('text/plain');
  });

  it('refuses a picture of more than 40 megapixels with 413 naming the limit, and removes its bytes', async () => {
    cookie = await t.loginAsOwner();
    for (const [bytes, size] of [
      [decompressionBomb(30_000), '30000 × 30000'],
      [decompressionBomb(), '50000 × 50000'],
    ] as const) {
      const start = await startUpload(t, cookie);
      expect((await putLocal(t, start.uploadURL, bytes, 'image/png')).statusCode).toBe(200);
      const started = performance.now();
      const response = await registerFile(t, cookie, {
        name: 'huge.png',
        mimeType: 'image/png',
        size: bytes.length,
        objectPath: start.objectKey,
      });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        issues: [
          { path: 'objectPath', message: `This picture is ${size} pixels; pictures may have at most 40 megapixels` },
        ],
      });
      expect(await t.app.storage.stat(keyOfObjectPath(start.objectKey) ?? '')).toBeNull();
    }
    expect((await t.inject({ method: 'GET', url: '/api/files', headers: { cookie } })).json()).toEqual([]);
    // 40 megapixels exactly is a picture like any other.
    const largest = await upload('large.jpg', await photo(8000, 5000, 'jpeg'), 'image/jpeg');
    expect(largest.mimeType).toBe('image/jpeg');
  });
});

describe('uploaded pictures on the profile and projects', () => {
  it('accepts the path of an uploaded public picture, over REST and tRPC', async () => {
    const png = await upload('me.png', await photo(400, 400, 'png'), 'image/png');
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...profile, imageUrl: png.objectPath },
    });
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
      for (const [method, url] of [
        ['PUT', '/api/profile'],
        ['POST', '/api/projects'],
      ] as const) {
        const payload =
          url === '/api/profile'
            ? { ...profile, imageUrl }
            : { title: 'T', description: 'D', category: 'hobby', imageUrl };
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
    await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...profile, imageUrl: png.objectPath },
    });
    const hidden = await t.inject({
      method: 'PATCH',
      url: `/api/files/${png.id}`,
      headers: { cookie },
      payload: { visibility: 'private' },
    });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toMatchObject({
      issues: [{ path: 'visibility', message: expect.stringContaining('the profile photo') }],
    });
    expect((await t.inject({ method: 'GET', url: '/api/files' })).json()).toHaveLength(1);

    expect((await t.inject({ method: 'DELETE', url: `/api/files/${png.id}`, headers: { cookie } })).statusCode).toBe(
      409,
    );
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toMatchObject({
      name: 'Ada',
      imageUrl: png.objectPath,
    });
  });
});
