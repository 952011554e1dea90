import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDb } from '@folio/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../env';

/** docs/architecture.md §6: a dependency that is down answers 503, which tells scripts to try again, never a 500. */
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OWNER_PASSWORD: 'correct horse battery staple',
    LOG_LEVEL: 'silent',
  });
  // Nothing listens on port 9 (discard): every connection is refused at once.
  const db = createDb('postgres://postgres@127.0.0.1:9/folio');
  app = await buildApp({ config, db, logger: false, webDistDir: path.join(dataDir, 'no-web') });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

it.each([
  ['REST', '/api/profile'],
  ['tRPC', '/api/trpc/profile.getProfile'],
])('answers 503 on %s when the database is down', async (_surface, url) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(503);
  expect(response.body).toContain('SERVICE_UNAVAILABLE');
});

it('reports itself not ready, while still alive', async () => {
  expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});

it('still answers a social image, for link previews never show an error', async () => {
  const response = await app.inject({ method: 'GET', url: '/og.png' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
});
