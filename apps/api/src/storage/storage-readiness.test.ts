import { rename } from 'node:fs/promises';
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
