import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { SLOW_REQUEST_MS } from '../plugins/request-logging';
import { TestBrowser } from '../domains/auth/sign-in-test-helpers';
import { TEST_OWNER_PASSWORD } from './build-test-app';

/** a log an operator can read, with no secret and no full client address in it. */
type Line = { level: number; msg: string; [key: string]: unknown };

const CLIENT = '203.0.113.77';
const TOKEN = 'folio_pat_this-is-not-a-real-token-but-looks-like-one';

async function appLogging(
  db: Db,
  dataDir: string,
  level: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; lines: Line[]; raw: () => string }> {
  const lines: Line[] = [];
  let raw = '';
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OWNER_PASSWORD: TEST_OWNER_PASSWORD,
    LOG_LEVEL: level,
    TRUST_PROXY: '1',
    ...env,
  });
  const app = await buildApp({
    config,
    db,
    ownsDb: false,
    webDistDir: path.join(dataDir, 'no-web'),
    logStream: {
      write: (line) => {
        raw += line;
        const parsed = JSON.parse(line) as Line;
        // Said once at start in a test setup without the web app; not what these tests are about.
        if (!parsed.msg.startsWith('No built web app')) lines.push(parsed);
      },
    },
  });
  await app.ready();
  return { app, lines, raw: () => raw };
}

/** Traffic that touches every kind of secret: a password, a session cookie, a bearer token, a signed URL. */
async function browseAndSignIn(app: FastifyInstance): Promise<void> {
  const headers = { 'x-forwarded-for': CLIENT };
  await app.inject({ method: 'GET', url: '/api/profile', headers, remoteAddress: '10.0.0.1' });
  await app.inject({
    method: 'GET',
    url: '/api/projects',
    headers: { ...headers, authorization: `Bearer ${TOKEN}` },
    remoteAddress: '10.0.0.1',
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/login/password',
    headers,
    remoteAddress: '10.0.0.1',
    payload: { password: TEST_OWNER_PASSWORD },
  });
  expect(signIn.statusCode).toBe(303);
  const cookie = signIn.headers['set-cookie']?.toString().split(';')[0] ?? '';
  await app.inject({
    method: 'GET',
    url: `/objects/uploads/x?expires=1&signature=${TOKEN}`,
    headers: { ...headers, cookie },
    remoteAddress: '10.0.0.1',
  });
  await app.inject({
    method: 'GET',
    url: '/api/user-settings',
    headers: { ...headers, cookie },
    remoteAddress: '10.0.0.1',
  });
  await app.inject({
    method: 'GET',
    url: '/api/logout',
    headers: { ...headers, cookie, 'sec-fetch-site': 'same-origin' },
    remoteAddress: '10.0.0.1',
  });
}

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-logging-'));
});
afterAll(async () => {
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('at the default level', () => {
  it('writes one line per sign-in and sign-out, none per request, and no secret or full address', async () => {
    const { app, lines, raw } = await appLogging(database.db, dataDir, 'info');
    await browseAndSignIn(app);
    await app.close();
    expect(lines.map((line) => line.msg)).toEqual(['owner signed in', 'owner signed out']);
    expect(lines[0]).toMatchObject({ method: 'password', client: '203.0.113.0' });
    for (const secret of [TEST_OWNER_PASSWORD, TOKEN, 'folio.sid=', CLIENT]) expect(raw()).not.toContain(secret);
  });

  it('writes the same lines for a sign-in through an OpenID Connect provider', async () => {
    const provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: MutableToken) => {
      Object.assign(token.payload, { email: 'ada@example.com', email_verified: true });
    });
    try {
      const oidc = {
        OIDC_ISSUER: provider.issuer.url ?? '',
        OIDC_CLIENT_ID: 'folio',
        OIDC_CLIENT_SECRET: 'folio-secret',
        OWNER_EMAILS: 'ada@example.com',
      };
      const { app, lines, raw } = await appLogging(database.db, dataDir, 'info', oidc);
      const browser = new TestBrowser(
        (options) => app.inject({ ...options, headers: { ...options.headers, 'x-forwarded-for': CLIENT } }),
        '10.0.0.1',
      );
      const start = await browser.get('/api/login/oidc');
      expect((await browser.completeAtProvider(start.headers.location ?? '')).statusCode).toBe(302);
      const sid = browser.sessionId() ?? '';
      await browser.get('/api/logout');
      await app.close();
      // Said once at start about the mock provider's http:// issuer; then the two lines of the sign-in.
      const signInLines = lines.filter((line) => !line.msg.startsWith('OIDC_ISSUER uses plain http'));
      expect(signInLines.map((line) => line.msg)).toEqual(['owner signed in', 'owner signed out']);
      expect(signInLines[0]).toMatchObject({ method: 'oidc', client: '203.0.113.0' });
      expect(sid).not.toBe('');
      for (const secret of [sid, 'folio.sid=', CLIENT]) expect(raw()).not.toContain(secret);
    } finally {
      await provider.stop();
    }
  });

  it('writes one line per 5xx, with the cause', async () => {
    // Nothing listens on port 9: every query fails, and the API answers 503.
    const unreachable = createDb('postgres://postgres@127.0.0.1:9/folio');
    const { app, lines } = await appLogging(unreachable, dataDir, 'info');
    for (const url of ['/api/profile', '/api/trpc/profile.getProfile']) {
      expect((await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': CLIENT } })).statusCode).toBe(503);
    }
    await app.close();
    await unreachable.destroy();
    // At start, the upload sweep and storing OWNER_PASSWORD each say once that they could not run; after that,
    // one line per failed request.
    const startLines = /^(sweeping|could not store OWNER_PASSWORD)/;
    expect(lines.map((line) => line.msg).filter((msg) => !startLines.test(msg))).toEqual([
      'request failed',
      'request failed',
    ]);
    expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({
      level: 50,
      req: { method: 'GET', url: '/api/profile' },
      res: { statusCode: 503 },
      err: { message: expect.stringContaining('database is unavailable') },
    });
  });
});

/**
 * Holds an exclusive lock on `table` from a connection of its own until `release` is called: the app's next
 * statement on that table waits, as it would behind a long migration or a stalled database.
 */
async function lockTable(
  url: string,
  table: string,
): Promise<{ waiting: () => Promise<boolean>; release: () => Promise<void> }> {
  // Two connections: one holds the lock in its transaction, the other looks at who waits for it.
  const locker = createDb(url, { maxConnections: 2, statementTimeoutMs: 0, applicationName: 'folio-test-locker' });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => undefined as void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const transaction = locker.transaction().execute(async (trx) => {
    await sql`lock table ${sql.table(table)} in access exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return {
    // Whether one of the app's statements is queued behind the lock.
    waiting: async () => {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and application_name <> 'folio-test-locker'`.execute(
        locker,
      );
      return (rows[0]?.count ?? 0) > 0;
    },
    release: async () => {
      release();
      await transaction;
      await locker.destroy();
    },
  };
}

describe('a slow request', () => {
  it('gets one line of its own at the default level, with method, path, status and duration, and no secret', async () => {
    const { app, lines, raw } = await appLogging(database.db, dataDir, 'info');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login/password',
      headers: { 'x-forwarded-for': CLIENT },
      remoteAddress: '10.0.0.1',
      payload: { password: TEST_OWNER_PASSWORD },
    });
    const cookie = signIn.headers['set-cookie']?.toString().split(';')[0] ?? '';
    const lock = await lockTable(database.url, 'user_settings');
    let answered = false;
    const slow = app
      .inject({
        method: 'GET',
        url: `/api/user-settings?access_token=${TOKEN}`,
        headers: { cookie, 'x-forwarded-for': CLIENT },
        remoteAddress: '10.0.0.1',
      })
      .finally(() => (answered = true));
    try {
      // The request is stuck behind the lock (polled, at most 10 s)...
      for (let poll = 0; poll < 100 && !(await lock.waiting()); poll += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await lock.waiting()).toBe(true);
      // ...and stays stuck for longer than the threshold, measured from after it was seen waiting.
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100));
      expect(answered).toBe(false);
    } finally {
      await lock.release();
    }
    expect((await slow).statusCode).toBe(200);
    // A quick request after it is not logged.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user-settings', headers: { cookie }, remoteAddress: '10.0.0.1' }))
        .statusCode,
    ).toBe(200);
    await app.close();

    const slowLines = lines.filter((line) => line.msg === 'slow request');
    expect(slowLines).toHaveLength(1);
    expect(slowLines[0]).toMatchObject({
      level: 40,
      req: { method: 'GET', url: '/api/user-settings?…', client: '203.0.113.0' },
      res: { statusCode: 200 },
    });
    expect(slowLines[0]?.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
    expect(lines.map((line) => line.msg)).toEqual(['owner signed in', 'slow request']);
    for (const secret of [TEST_OWNER_PASSWORD, TOKEN, cookie, 'folio.sid', CLIENT]) expect(raw()).not.toContain(secret);
  });
});

describe('at LOG_LEVEL=debug', () => {
  it('logs every request again, still with no secret and only the client network', async () => {
    const { app, lines, raw } = await appLogging(database.db, dataDir, 'debug');
    await browseAndSignIn(app);
    await app.close();
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(6);
    expect(lines.find((line) => line.msg === 'incoming request')).toMatchObject({
      req: { method: 'GET', url: '/api/profile', client: '203.0.113.0' },
    });
    expect(raw()).toContain('"url":"/objects/uploads/x?…"');
    for (const secret of [TEST_OWNER_PASSWORD, TOKEN, 'folio.sid=', CLIENT]) expect(raw()).not.toContain(secret);
  });
});
