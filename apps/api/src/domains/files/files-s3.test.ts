import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES, UPLOAD_URL_TTL_SECONDS } from '@folio/contracts';
import { parse as parseContentDisposition } from 'content-disposition';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createBucket, removeBucket, s3Client } from '../../test/s3-bucket';
import { randomFile, registerFile, startUpload, type FileRecordBody } from './files-test-kit';
import { sweepStaleUploads } from './sweep-stale-uploads';

/**
 * The upload flow on the s3 driver against a real S3 server (Ceph's RADOS Gateway in CI), which checks SigV4
 * signatures, expiry and CORS as production S3 does. The server talks to the storage at S3_ENDPOINT
 * (127.0.0.1) while browsers are given `localhost`, as S3_ENDPOINT and S3_PUBLIC_ENDPOINT differ behind Docker.
 *
 *   eval "$(../shared/tools/s3-ceph/start.sh /tmp/folio-s3)"   # then run the tests; stop.sh /tmp/folio-s3 after
 */
const server = inject('s3Server');
if (!server) {
  console.warn(
    'files-s3.test.ts skipped: no S3 server. Start one with eval "$(../shared/tools/s3-ceph/start.sh /tmp/folio-s3)" (it exports S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY).',
  );
}

const SITE_ORIGIN = 'http://localhost:3000';
const HOUR = 60 * 60 * 1000;

describe.skipIf(!server)('the upload flow on the s3 driver, against a real S3 server', () => {
  // describe.skipIf still runs this body to collect the tests: nothing here may touch the server.
  const s3 = server ?? { endpoint: 'http://127.0.0.1:1', region: 'us-east-1', accessKey: '', secretKey: '' };
  const bucket = `folio-test-${randomUUID().slice(0, 8)}`;
  const publicEndpoint = s3.endpoint.replace('127.0.0.1', 'localhost');
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    await createBucket(s3, bucket, SITE_ORIGIN);
    t = await buildTestApp({
      env: {
        PUBLIC_URL: SITE_ORIGIN,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_PUBLIC_ENDPOINT: publicEndpoint,
        S3_REGION: s3.region,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  beforeEach(async () => {
    cookie = await t.loginAsOwner();
  });
  afterEach(() => t.truncate());
  afterAll(async () => {
    await t?.close();
    await removeBucket(s3, bucket);
  });

  const keyOf = (objectPath: string) => objectPath.replace('/objects/', '');
  const put = (url: string, body: Buffer, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg', origin: SITE_ORIGIN, ...headers }, body });

  async function uploaded(bytes: Buffer) {
    const start = await startUpload(t, cookie);
    const response = await put(start.uploadURL, bytes);
    expect(response.status).toBe(200);
    return start;
  }

  it('uploads straight to the bucket after the CORS preflight, registers, downloads the same bytes and deletes', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomFile(400_000 - 9)]);
    const start = await startUpload(t, cookie);
    expect(start.uploadURL.startsWith(`${publicEndpoint}/${bucket}/${keyOf(start.objectKey)}?`)).toBe(true);
    expect(new URL(start.uploadURL).searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_TTL_SECONDS));

    // What the browser sends before a cross-origin PUT with a Content-Type header.
    const preflight = await fetch(start.uploadURL, {
      method: 'OPTIONS',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');

    const response = await put(start.uploadURL, bytes);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);

    const registered = await registerFile(t, cookie, {
      name: 'paper <1>.pdf',
      size: bytes.length,
      mimeType: 'application/pdf',
      category: 'hobby',
      objectPath: start.objectKey,
    });
    expect(registered.statusCode).toBe(201);
    const file = registered.json<FileRecordBody>();
    expect((await t.inject({ method: 'GET', url: '/api/files' })).json()).toEqual([file]);

    // Streamed by the API with the very headers of a local download.
    const download = await t.inject({ method: 'GET', url: start.objectKey });
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(parseContentDisposition(String(download.headers['content-disposition'])).parameters.filename).toBe(
      'paper <1>.pdf',
    );
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const deleted = await t.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.storage.stat(keyOf(start.objectKey))).toBeNull();
    expect((await t.inject({ method: 'GET', url: start.objectKey })).statusCode).toBe(404);
  });

  it('serves risky types as opaque bytes', async () => {
    const bytes = Buffer.from('<script>alert(1)</script>');
    const start = await uploaded(bytes);
    const registered = await registerFile(t, cookie, {
      name: 'x.html',
      size: bytes.length,
      mimeType: 'text/html',
      objectPath: start.objectKey,
    });
    expect(registered.statusCode).toBe(201);
    const download = await t.inject({ method: 'GET', url: start.objectKey });
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a preflight from another site', async () => {
    const start = await startUpload(t, cookie);
    const preflight = await fetch(start.uploadURL, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses tampered and expired upload URLs, storing nothing', async () => {
    const start = await startUpload(t, cookie);
    const url = new URL(start.uploadURL);
    const otherKey = `uploads/${randomUUID()}`;
    const tampered = [
      start.uploadURL.replace(keyOf(start.objectKey), otherKey),
      (() => {
        const longer = new URL(url);
        longer.searchParams.set('X-Amz-Expires', '604800');
        return longer.href;
      })(),
      (() => {
        const forged = new URL(url);
        const signature = forged.searchParams.get('X-Amz-Signature') ?? '';
        forged.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
        return forged.href;
      })(),
    ];
    for (const forged of tampered) expect((await put(forged, randomFile(10))).status).toBe(403);

    // Signed with the app's credentials, but 16 minutes ago for 15 minutes.
    const expired = await s3Client(s3).presignedUrl(
      'PUT',
      bucket,
      keyOf(start.objectKey),
      UPLOAD_URL_TTL_SECONDS,
      {},
      new Date(Date.now() - 16 * 60 * 1000),
    );
    expect((await put(expired, randomFile(10))).status).toBe(403);

    expect(await t.app.storage.stat(keyOf(start.objectKey))).toBeNull();
    expect(await t.app.storage.stat(otherKey)).toBeNull();
  });

  it('refuses a file over 50 MB at registration and removes it from the bucket', async () => {
    const start = await uploaded(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7));
    const response = await registerFile(t, cookie, {
      name: 'big.bin',
      size: MAX_UPLOAD_BYTES + 1,
      objectPath: start.objectKey,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ issues: [{ path: 'size', message: 'File is larger than 50 MB' }] });
    expect(await t.app.storage.stat(keyOf(start.objectKey))).toBeNull();
  });

  it('refuses a wrong size and removes the object from the bucket', async () => {
    const start = await uploaded(randomFile(1000));
    const response = await registerFile(t, cookie, { name: 'x.jpg', size: 999, objectPath: start.objectKey });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'size' }] });
    expect(await t.app.storage.stat(keyOf(start.objectKey))).toBeNull();
  });

  it('sweeps objects uploaded but never registered after 24 hours, and keeps registered ones', async () => {
    const orphan = await uploaded(randomFile(1000));
    const kept = await uploaded(randomFile(10));
    expect((await registerFile(t, cookie, { name: 'kept.bin', size: 10, objectPath: kept.objectKey })).statusCode).toBe(
      201,
    );

    expect(await sweepStaleUploads(t.db, t.app.storage, new Date(Date.now() + 23 * HOUR))).toMatchObject({
      unregistered: 0,
      abandonedWrites: 0,
    });
    expect(await t.app.storage.stat(keyOf(orphan.objectKey))).toBe(1000);
    expect(await sweepStaleUploads(t.db, t.app.storage, new Date(Date.now() + 25 * HOUR))).toMatchObject({
      unregistered: 1,
      abandonedWrites: 0,
    });
    expect(await t.app.storage.stat(keyOf(orphan.objectKey))).toBeNull();
    expect(await t.app.storage.stat(keyOf(kept.objectKey))).toBe(10);
    expect((await t.inject({ method: 'GET', url: kept.objectKey })).statusCode).toBe(200);
  });

  it('reports the bucket as ready', async () => {
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ checks: { storage: 'ok' } });
  });
});
