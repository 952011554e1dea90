import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFile } from '../domains/files/files-test-kit';
import { insertPendingUpload } from '../domains/files/pending-uploads-repository';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { newUploadKey, objectPathOf } from './object-keys';
import { STORAGE_UNAVAILABLE_MESSAGE } from './storage-errors';

/**
 * A bucket the app cannot use: nothing listening at its address, or a server that accepts connections and
 * never answers. Every file operation answers 503 with the usual error body, and the app carries on.
 */
async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function s3Env(port: number) {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${String(port)}`,
    S3_BUCKET: 'folio',
    S3_ACCESS_KEY: 'unused-access-key',
    S3_SECRET_KEY: 'unused-secret-key',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

const unavailable = { message: STORAGE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' };

describe.each([
  ['unreachable', async () => ({ port: await closedPort(), stop: async () => undefined })],
  [
    'stalled',
    async () => {
      const sockets = new Set<Socket>();
      const server = createServer((socket) => sockets.add(socket));
      const port = await listen(server);
      return {
        port,
        stop: async () => {
          for (const socket of sockets) socket.destroy();
          await new Promise((resolve) => server.close(resolve));
        },
      };
    },
  ],
])('an %s bucket', (kind, startBucket) => {
  let t: TestApp;
  let stopBucket: () => Promise<void>;
  let cookie: string;

  beforeAll(async () => {
    const bucket = await startBucket();
    stopBucket = bucket.stop;
    t = await buildTestApp({ env: s3Env(bucket.port) });
    cookie = await t.loginAsOwner();
  });
  afterAll(async () => {
    await t.close();
    await stopBucket();
  });

  it('makes the instance unready, and starting or registering an upload answer 503', async () => {
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { storage: 'unavailable', database: 'ok' } });

    // No upload URL is handed out while the bucket cannot take the bytes.
    const start = await t.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toEqual(unavailable);

    // An upload handed out before the outage cannot be registered during it.
    const objectPath = objectPathOf(newUploadKey());
    await insertPendingUpload(t.db, objectPath);
    const registered = await registerFile(t, cookie, { name: 'a.bin', size: 10, objectPath });
    expect(registered.statusCode).toBe(503);
    expect(registered.json()).toEqual(unavailable);
    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  // Each call to a stalled bucket waits out S3_IDLE_TIMEOUT_MS; the unreachable one shows the rest quickly.
  if (kind === 'stalled') return;
  it('answers 503 on tRPC, downloads and deletes, and keeps the record', async () => {
    const start = { objectKey: objectPathOf(newUploadKey()) };
    await insertPendingUpload(t.db, start.objectKey);
    const viaTrpc = await t.inject({
      method: 'POST',
      url: '/api/trpc/files.registerFile',
      headers: { cookie, 'content-type': 'application/json' },
      payload: {
        name: 'a.bin',
        originalName: 'a.bin',
        size: 10,
        mimeType: 'application/octet-stream',
        category: 'hobby',
        objectPath: start.objectKey,
      },
    });
    expect(viaTrpc.statusCode).toBe(503);
    expect(viaTrpc.json()).toMatchObject({
      error: { message: STORAGE_UNAVAILABLE_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE' } },
    });

    const file = await t.db
      .insertInto('files')
      .values({
        name: 'b.bin',
        originalName: 'b.bin',
        size: 3,
        mimeType: 'application/octet-stream',
        category: 'hobby',
        objectPath: start.objectKey,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const download = await t.inject({ method: 'GET', url: start.objectKey });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual(unavailable);

    const deleted = await t.inject({ method: 'DELETE', url: `/api/files/${file.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(503);
    expect((await t.inject({ method: 'GET', url: '/api/files' })).json()).toHaveLength(1);

    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
