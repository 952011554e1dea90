import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../env';

/** local storage is single-instance, and an instance says so when it sees another one. */
let database: TestDatabase;
let root: string;
beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'));
  root = await mkdtemp(path.join(os.tmpdir(), 'folio-heartbeat-'));
});
afterAll(async () => {
  await database.destroy();
  await rm(root, { recursive: true, force: true });
});

async function instance(dataDir: string, lines: string[]): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OWNER_PASSWORD: 'correct horse battery staple',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({
    config,
    db: database.db,
    ownsDb: false,
    webDistDir: path.join(dataDir, 'no-web'),
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  return app;
}

async function eventually(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
}

const warning = (lines: string[]) => lines.filter((line) => line.includes('STORAGE_DRIVER=local'));

it('warns at start when another instance with local storage uses the same database, and not for a restart', async () => {
  const firstLines: string[] = [];
  const first = await instance(path.join(root, 'one'), firstLines);
  // The same DATA_DIR on the same host (a restart, or a second process on the same disk) shares the files.
  const sameDiskLines: string[] = [];
  const sameDisk = await instance(path.join(root, 'one'), sameDiskLines);
  const secondLines: string[] = [];
  const second = await instance(path.join(root, 'two'), secondLines);
  try {
    await eventually(() => warning(secondLines).length > 0);
    expect(warning(secondLines)).toHaveLength(1);
    expect(warning(secondLines)[0]).toContain('use STORAGE_DRIVER=s3');
    expect(warning(sameDiskLines)).toHaveLength(0);
    expect(warning(firstLines)).toHaveLength(0);
  } finally {
    await second.close();
    await sameDisk.close();
    await first.close();
  }
  // Stopped instances take their rows with them.
  expect(await database.db.selectFrom('instanceHeartbeats').selectAll().execute()).toEqual([]);
});
