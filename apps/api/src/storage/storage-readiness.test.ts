import { rename, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('readiness', () => {
  it('reports the storage, and answers 503 while it cannot be reached', async () => {
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ checks: { storage: 'ok' } });

    const objects = path.join(t.dataDir, 'objects');
    await rename(objects, `${objects}.gone`);
    try {
      const down = await t.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', checks: { storage: 'unavailable', database: 'ok' } });
    } finally {
      await rename(`${objects}.gone`, objects);
    }
  });
});

describe('the free-space threshold (READY_MIN_FREE_MB)', () => {
  it('answers 503, and hands out no upload URL, while less than that is free; 0 keeps only the write check', async () => {
    // 10 GB more than this disk has free: under the threshold, whatever else happens on the machine meanwhile.
    const { bavail, bsize } = await statfs(os.tmpdir());
    const moreThanFree = Math.ceil((bavail * bsize) / 1_048_576) + 10_240;
    const demanding = await buildTestApp({ env: { READY_MIN_FREE_MB: String(moreThanFree) } });
    try {
      const notReady = await demanding.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({
        status: 'unavailable',
        checks: { storage: 'unavailable', database: 'ok' },
      });
      const cookie = await demanding.loginAsOwner();
      const upload = await demanding.inject({
        method: 'POST',
        url: '/api/objects/upload',
        headers: { cookie, 'content-type': 'application/json' },
      });
      expect(upload.statusCode).toBe(503);
    } finally {
      await demanding.close();
    }

    const unchecked = await buildTestApp({ env: { READY_MIN_FREE_MB: '0' } });
    try {
      expect((await unchecked.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
        status: 'ok',
        checks: { storage: 'ok' },
      });
    } finally {
      await unchecked.close();
    }
  });
});
