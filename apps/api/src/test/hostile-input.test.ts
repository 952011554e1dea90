import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createDb } from '@folio/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../lib/json-depth';
import { JSON_BODY_LIMIT } from '../plugins/json-body';
import { TRPC_MAX_BATCH_SIZE } from '../plugins/trpc';
import { appRouter } from '../domains/app-router';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { setUpTestApp } from './build-test-app';

/** no body a client can send costs the server much, and REST takes only the object it expects. */
const t = setUpTestApp();
let owner: string;

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nesting deeper than the limit', () => {
  const deepBodies = {
    arrays: nested(MAX_JSON_DEPTH + 1),
    objects: nestedObject(MAX_JSON_DEPTH + 1),
    'arrays 48 KB deep': nested(24_000),
  };

  it.each(Object.entries(deepBodies))('answers 400 on tRPC, REST and the sign-in form to %s', async (_name, body) => {
    for (const url of [
      '/api/trpc/contact.sendContactMessage',
      '/api/trpc/projects.createProject?batch=1',
      '/api/contact',
      '/api/projects',
      '/api/login/password',
      '/api/activity',
    ]) {
      const response = await t.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, url).toBe(400);
      // The beacon refuses anything over its small size limit before reading it.
      if (url !== '/api/activity' || body.length < 8192) {
        expect(response.json(), url).toMatchObject({
          code: 'BAD_REQUEST',
          message: expect.stringContaining('nested too deeply'),
        });
      }
    }
  });

  it('answers 400 before any authentication or database work, on both surfaces', async () => {
    // An app whose database is unreachable: anything that touched it (a token lookup, a query) would be a 503.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      OWNER_PASSWORD: 'correct horse battery staple',
      LOG_LEVEL: 'silent',
    });
    const unreachable = createDb('postgres://postgres@127.0.0.1:9/folio');
    const app = await buildApp({
      config,
      db: unreachable,
      ownsDb: true,
      logger: false,
      webDistDir: path.join(t.dataDir, 'no-web'),
    });
    try {
      const deep = nested(MAX_JSON_DEPTH + 1);
      const responses = [
        await app.inject({
          method: 'GET',
          url: `/api/trpc/analytics.getActivityStats?input=${encodeURIComponent(deep)}`,
        }),
        await app.inject({
          method: 'POST',
          url: '/api/trpc/contact.sendContactMessage',
          headers: { 'content-type': 'application/json' },
          payload: deep,
        }),
        await app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: { 'content-type': 'application/json', authorization: 'Bearer folio_not_looked_up' },
          payload: deep,
        }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'BAD_REQUEST',
          message: expect.stringContaining('nested too deeply'),
        });
      }
    } finally {
      await app.close();
    }
  });

  it('accepts nesting up to the limit (it is the validator that refuses the shape)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: expect.arrayContaining([{ path: 'name', message: expect.any(String) }]),
    });
  });
});

describe('bodies up to the size limit', () => {
  const almostMegabyte = JSON_BODY_LIMIT - 1000;
  const bodies = {
    'a wide array': `{"name":[${'0,'.repeat(almostMegabyte / 2 - 10)}0]}`,
    'a wide object': `{${Array.from({ length: 14_000 }, (_, i) => `"k${String(i)}":${String(i)}`).join(',')}}`,
    'nested arrays at the limit, repeated': `{"name":[${Array.from({ length: Math.floor(almostMegabyte / (2 * MAX_JSON_DEPTH + 1)) }, () => nested(MAX_JSON_DEPTH - 2)).join(',')}]}`,
    'a long string': JSON.stringify({ name: 'x'.repeat(almostMegabyte - 20) }),
    escapes: JSON.stringify({ message: '\\"'.repeat(almostMegabyte / 5) }),
  };

  it.each(Object.entries(bodies))('answers %s with 4xx on both surfaces (figures printed)', async (name, body) => {
    expect(body.length).toBeLessThan(JSON_BODY_LIMIT);
    for (const url of [
      '/api/trpc/contact.sendContactMessage',
      '/api/contact',
      '/api/trpc/projects.createProject?batch=1',
    ]) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const response = await t.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      const cpu = process.cpuUsage(cpuBefore);
      console.log(
        `${name} → ${url}: ${String(response.statusCode)} in ${(performance.now() - started).toFixed(1)} ms, CPU ${((cpu.user + cpu.system) / 1000).toFixed(1)} ms`,
      );
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('REST bodies', () => {
  beforeAll(async () => {
    owner = await t.loginAsOwner();
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"displayName"'],
    ['a number', '1'],
    ['null', 'null'],
    ['nothing', ''],
  ])('refuses %s where an object is expected, and changes nothing', async (_name, payload) => {
    owner = await t.loginAsOwner();
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/user-settings',
      headers: { cookie: owner },
      payload: { displayName: 'Ada', themePreference: 'dark', emailNotifications: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const response = await t.inject({
      method: 'PUT',
      url: '/api/user-settings',
      headers: { cookie: owner, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body must be a JSON object' });
    const after = await t.inject({ method: 'GET', url: '/api/user-settings', headers: { cookie: owner } });
    expect(after.json()).toMatchObject({ displayName: 'Ada', themePreference: 'dark', emailNotifications: 0 });
  });

  it('does not take numbers from strings', async () => {
    owner = await t.loginAsOwner();
    // A GET first: the adapter coerces query strings, and must not leave that on for bodies afterwards.
    expect(
      (await t.inject({ method: 'GET', url: '/api/activity-logs?limit=5', headers: { cookie: owner } })).statusCode,
    ).toBe(200);
    const response = await t.inject({
      method: 'POST',
      url: '/api/files',
      headers: { cookie: owner },
      payload: {
        name: 'cv.pdf',
        objectPath: '/objects/uploads/00000000-0000-4000-8000-000000000000',
        type: 'application/pdf',
        size: '1024',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: 'size' })]),
    });
  });

  it.each(['/api/contact', '/api/trpc/contact.sendContactMessage'])(
    'answers 413 to a JSON body over the limit on %s',
    async (url) => {
      const payload = JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT) });
      const response = await t.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
    },
  );

  it('keeps refusing __proto__ keys (prototype poisoning)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"a","__proto__":{"isOwner":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });
});

describe('tRPC batches', () => {
  it('serves a GET batch of the configured size with the longest procedure names', async () => {
    owner = await t.loginAsOwner();
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    const longestQuery =
      Object.keys(procedures)
        .filter((name) => procedures[name]?._def.type === 'query')
        .sort((a, b) => b.length - a.length)[0] ?? '';
    const paths = Array<string>(TRPC_MAX_BATCH_SIZE).fill(longestQuery).join(',');
    // No inputs, as httpBatchLink sends a batch of queries that take none (the longest, credentials.getVisibleCredentials, takes none).
    const input = '{}';
    const response = await t.inject({
      method: 'GET',
      url: `/api/trpc/${paths}?batch=1&input=${encodeURIComponent(input)}`,
      headers: { cookie: owner },
    });
    expect(paths.length).toBeGreaterThan(100);
    expect(response.statusCode).toBe(200);
    const results = response.json<{ result?: unknown }[]>();
    expect(results).toHaveLength(TRPC_MAX_BATCH_SIZE);
    expect(results.every((entry) => entry.result !== undefined)).toBe(true);
  });
});
