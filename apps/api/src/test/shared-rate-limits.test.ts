import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { SIGN_IN_START_RATE_LIMIT } from '../domains/auth/oauth-routes';
import { PASSWORD_ATTEMPTS } from '../domains/auth/password-route';
import { CONTACT_RATE_LIMIT } from '../domains/contact/contact-rate-limit';
import { BEACON_RATE_LIMIT } from '../domains/analytics/beacon-rate-limit';
import { BROWSERS } from '../domains/analytics/test-beacons';
import { TEST_OWNER_PASSWORD } from './build-test-app';

/**
 * with REDIS_URL, instances count every limit together (real Redis at 127.0.0.1:6379); with Redis
 * down, requests are still served and the outage is logged once.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-limits-'));
});
afterAll(async () => {
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function instance(
  redisUrl: string,
  logLines: string[] = [],
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OWNER_PASSWORD: TEST_OWNER_PASSWORD,
    LOG_LEVEL: 'info',
    REDIS_URL: redisUrl,
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    ownsDb: false,
    webDistDir: path.join(dataDir, 'no-web'),
    logStream: { write: (line) => logLines.push(line) },
  });
  await app.ready();
  return app;
}

/** An address no earlier run used: Redis keeps counts between runs for the length of each window. */
const freshAddress = () => `10.${String(randomInt(256))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;

const signIn = (app: FastifyInstance, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login/password', remoteAddress, payload: { password } });
const contact = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    payload: { name: 'Visitor', email: 'v@example.com', message: 'Hello from a visitor of the site.' },
  });
const beacon = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/activity',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSERS.chromeDesktop,
      'sec-fetch-site': 'same-origin',
    },
    payload: { page: '/' },
  });
const oidcStart = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/login/oidc', remoteAddress });

/** The OpenID Connect provider both instances send the owner to. */
const oidcProvider = new OAuth2Server();
const oidcEnv = () => ({
  OIDC_ISSUER: oidcProvider.issuer.url ?? '',
  OIDC_CLIENT_ID: 'folio',
  OIDC_CLIENT_SECRET: 'folio-secret',
  OWNER_EMAILS: 'ada@example.com',
});

describe('two instances sharing Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    await oidcProvider.issuer.keys.generate('RS256');
    await oidcProvider.start(0, '127.0.0.1');
    a = await instance(REDIS_URL, [], oidcEnv());
    b = await instance(REDIS_URL, [], oidcEnv());
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await oidcProvider.stop();
  });

  it('count wrong passwords together: the 11th, on either, gets 429', async () => {
    const client = freshAddress();
    for (let attempt = 0; attempt < PASSWORD_ATTEMPTS.max; attempt += 1) {
      expect((await signIn(attempt % 2 ? a : b, 'wrong password', client)).statusCode).toBe(401);
    }
    expect((await signIn(a, 'wrong password', client)).statusCode).toBe(429);
    expect((await signIn(b, TEST_OWNER_PASSWORD, client)).statusCode).toBe(429);
  });

  it('count contact messages and page views together, each limit apart from the others', async () => {
    const client = freshAddress();
    for (let message = 0; message < CONTACT_RATE_LIMIT.max; message += 1) {
      expect((await contact(message % 2 ? a : b, client)).statusCode).toBe(201);
    }
    expect((await contact(a, client)).statusCode).toBe(429);
    expect((await contact(b, client)).statusCode).toBe(429);

    // The same address still has all its page views: the limits do not share a counter.
    for (let view = 0; view < BEACON_RATE_LIMIT.max; view += 1) {
      expect((await beacon(view % 2 ? a : b, client)).statusCode).toBe(202);
    }
    expect((await beacon(a, client)).statusCode).toBe(429);
  });

  it('count OpenID Connect sign-in starts together, apart from wrong passwords', async () => {
    const client = freshAddress();
    for (let start = 0; start < SIGN_IN_START_RATE_LIMIT.max; start += 1) {
      expect((await oidcStart(start % 2 ? a : b, client)).statusCode).toBe(302);
    }
    expect((await oidcStart(a, client)).statusCode).toBe(429);
    expect((await oidcStart(b, client)).statusCode).toBe(429);
    // Another address still starts, and this one still has its password attempts.
    expect((await oidcStart(a, freshAddress())).statusCode).toBe(302);
    expect((await signIn(b, 'wrong password', client)).statusCode).toBe(401);
  });
});

describe('Redis down', () => {
  it('serves every request, never a 500, and logs the outage once', async () => {
    const lines: string[] = [];
    // Nothing listens on port 1.
    const app = await instance('redis://127.0.0.1:1', lines);
    try {
      const client = freshAddress();
      for (let round = 0; round < 3; round += 1) {
        expect((await signIn(app, 'wrong password', client)).statusCode).toBe(401);
        expect((await contact(app, client)).statusCode).toBe(201);
        expect((await beacon(app, client)).statusCode).toBe(202);
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      expect((await signIn(app, TEST_OWNER_PASSWORD, client)).statusCode).toBe(303);
    } finally {
      await app.close();
    }
    const redisLines = lines.filter((line) => /redis/i.test(line));
    expect(redisLines).toHaveLength(1);
    expect(redisLines[0]).toContain('REDIS_URL');
  });
});
