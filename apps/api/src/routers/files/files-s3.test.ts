import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { randomFile, registerFile, startUpload, type FileRecordBody } from './files-test-kit';

/**
 * The same flow on the s3 driver against s3rver (an S3-protocol server that checks no V4 signatures). The
 * server talks to 127.0.0.1 while browsers are given `localhost`, as S3_ENDPOINT and S3_PUBLIC_ENDPOINT differ
 * behind Docker.
 */
let s3: S3rver;
let s3Dir: string;
let t: TestApp;
let cookie: string;
let publicEndpoint: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'folio-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'folio' }] });
  const { port } = await s3.run();
  publicEndpoint = `http://localhost:${String(port)}`;
  t = await buildTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${String(port)}`,
      S3_PUBLIC_ENDPOINT: publicEndpoint,
      S3_BUCKET: 'folio',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
});
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});
afterEach(() => t.truncate());
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const keyOf = (objectPath: string) => objectPath.replace('/objects/', '');

async function upload(bytes: Buffer) {
  const start = await startUpload(t, cookie);
  const put = await fetch(start.uploadURL, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes });
  expect(put.status).toBe(200);
  return start;
}

describe('the upload flow on the s3 driver', () => {
  it('starts, uploads straight to storage, registers, lists, downloads the same bytes and deletes', async () => {
    const bytes = randomFile(400_000);
    const start = await startUpload(t, cookie);
    expect(start.uploadURL.startsWith(`${publicEndpoint}/folio/${keyOf(start.objectKey)}?`)).toBe(true);
    expect(new URL(start.uploadURL).searchParams.get('X-Amz-Expires')).toBe('900');

    const put = await fetch(start.uploadURL, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes });
    expect(put.status).toBe(200);

    const registered = await registerFile(t, cookie, {
      name: 'photo.jpg',
      size: bytes.length,
      mimeType: 'image/jpeg',
      category: 'hobby',
      objectPath: start.objectKey,
    });
    expect(registered.statusCode).toBe(201);
    const file = registered.json<FileRecordBody>();
    const list = await t.inject({ method: 'GET', url: '/api/files' });
    expect(list.json()).toEqual([file]);

    const download = await t.inject({ method: 'GET', url: start.objectKey });
    expect(download.statusCode).toBe(302);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''photo.jpg");
    const location = String(download.headers.location);
    expect(location.startsWith(`${publicEndpoint}/folio/`)).toBe(true);

    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/jpeg');
    expect(object.headers.get('content-disposition')).toBe(
      `attachment; filename="photo.jpg"; filename*=UTF-8''photo.jpg`,
    );
    expect(Buffer.from(await object.arrayBuffer()).equals(bytes)).toBe(true);

    const deleted = await t.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.storage.stat(keyOf(start.objectKey))).toBeNull();
    expect((await t.inject({ method: 'GET', url: start.objectKey })).statusCode).toBe(404);
  });

  it('refuses a wrong size and removes the object from the bucket', async () => {
    const start = await upload(randomFile(1000));
    const response = await registerFile(t, cookie, { name: 'x.jpg', size: 999, objectPath: start.objectKey });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'size' }] });
    expect(await t.app.storage.stat(keyOf(start.objectKey))).toBeNull();
  });

  it('refuses a key whose bytes never arrived', async () => {
    const start = await startUpload(t, cookie);
    const response = await registerFile(t, cookie, { name: 'x.jpg', size: 1, objectPath: start.objectKey });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'objectPath' }] });
  });

  it('reports the bucket as ready', async () => {
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ checks: { storage: 'ok' } });
  });
});
