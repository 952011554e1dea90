import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import type { Db } from '@folio/db';
import { buildApp } from '../app';
import { sessionCookieName } from '../domains/auth/session-cookie';
import { loadConfig, type Config } from '../env';

export const TEST_OWNER_PASSWORD = 'correct horse battery staple';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** A throwaway DATA_DIR (local object storage, secrets). */
  dataDir: string;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Signs in with the owner password and answers the `cookie` header to send. */
  loginAsOwner: () => Promise<string>;
  truncate: TestDatabase['truncate'];
  close: () => Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string | undefined>;
  /** The built web app to serve; none by default. */
  webDistDir?: string;
  /** The bound on kept pages' memory, when a test wants to reach it. */
  pageCacheMaxBytes?: number;
};

/**
 * A test file's app, with the hooks most files want: built before the file's first test, its data truncated
 * after each test (each test starts from an empty site, signed out), closed after the last test. The object
 * answered is filled in before the first test runs, so it is used inside tests and hooks, not at load time.
 *
 *   const t = setUpTestApp();
 */
export function setUpTestApp(options: TestAppOptions = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await buildTestApp(options));
  });
  afterEach(() => testApp.truncate());
  afterAll(() => testApp.close());
  return testApp;
}

/**
 * Builds the real app on a fresh database of its own (real PostgreSQL, real migrations), with the owner
 * password set. Most test files want it through `setUpTestApp()`, once per file.
 *
 * `env` overrides configuration variables (e.g. `{ STORAGE_DRIVER: 's3', ... }`); `webDistDir` serves a built web app.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(inject('databaseServerUrl'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    OWNER_PASSWORD: TEST_OWNER_PASSWORD,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    ownsDb: false,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web'),
    pageCacheMaxBytes: options.pageCacheMaxBytes,
  });
  await app.ready();

  return {
    app,
    db: database.db,
    config,
    dataDir,
    inject: (injectOptions) => app.inject(injectOptions),
    loginAsOwner: async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login/password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password: TEST_OWNER_PASSWORD }).toString(),
      });
      if (response.statusCode !== 303) throw new Error(`Owner sign-in failed with ${String(response.statusCode)}`);
      const cookie = response.cookies.find((c) => c.name === sessionCookieName(config.PUBLIC_URL));
      if (!cookie) throw new Error('Owner sign-in set no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    // Visitors' shared reads belong to the data truncated (trpc/public-read.ts).
    truncate: async () => {
      await database.truncate();
      app.publicReads.clear();
    },
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
