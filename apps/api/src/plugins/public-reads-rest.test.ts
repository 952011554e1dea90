import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** Counts the statements the app sends to PostgreSQL (it observes the real database; nothing is replaced). */
class QueryCounter implements KyselyPlugin {
  statements: string[] = [];
  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    this.statements.push(node.kind);
    return node;
  }
  async transformResult<R>({ result }: { result: R }): Promise<R> {
    return result;
  }
}

let t: TestApp;
let app: FastifyInstance;
const counter = new QueryCounter();
const project = { title: 'Engine', description: 'A calculating engine.', category: 'business' };

beforeAll(async () => {
  t = await buildTestApp();
  app = await buildApp({
    config: t.config,
    db: t.db.withPlugin(counter),
    ownsDb: false,
    logger: false,
    webDistDir: path.join(t.dataDir, 'no-web'),
  });
  await app.ready();
});
beforeEach(async () => {
  await t.truncate();
  app.publicReads.clear();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

async function asOwner(method: 'POST' | 'PUT', url: string, payload: object) {
  const cookie = await t.loginAsOwner();
  const response = await app.inject({ method, url, headers: { cookie }, payload });
  expect(response.statusCode).toBeLessThan(300);
  return cookie;
}

describe('public reads', () => {
  it('cost visitors without a session cookie one query per content kind, however many they are', async () => {
    counter.statements = [];
    for (let i = 0; i < 20; i += 1) {
      for (const url of ['/api/profile', '/api/projects', '/api/files']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
    }
    // No session lookup, no token lookup: only the reads themselves (the projects' is two: projects, galleries).
    expect(counter.statements).toEqual(['SelectQueryNode', 'SelectQueryNode', 'SelectQueryNode', 'SelectQueryNode']);
  });

  it('show a change at once: to visitors on the instance that made it, and to the owner on any', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/projects' })).json()).toEqual([]);
    // Through this instance: its shared reads are cleared by the change.
    await asOwner('POST', '/api/projects', project);
    expect((await app.inject({ method: 'GET', url: '/api/projects' })).json()).toHaveLength(1);

    // Through another instance (t.app shares only the database): the owner reads the database directly.
    const cookie = await t.loginAsOwner();
    expect(
      (await t.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: project })).statusCode,
    ).toBe(201);
    const ownerView = await app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
    expect(ownerView.json()).toHaveLength(2);
    expect(ownerView.headers['cache-control']).toBe('no-cache');
  });

  it('read the database for every visitor with PUBLIC_READ_CACHE_MS=0', async () => {
    const unshared = await buildApp({
      config: { ...t.config, PUBLIC_READ_CACHE_MS: 0 },
      db: t.db,
      ownsDb: false,
      logger: false,
      webDistDir: path.join(t.dataDir, 'no-web'),
    });
    try {
      expect((await unshared.inject({ method: 'GET', url: '/api/projects' })).json()).toEqual([]);
      // A change behind this instance's back (another instance, a restore) shows to the next visitor.
      await t.db
        .insertInto('projects')
        .values({ title: 'Engine', description: 'A calculating engine.', category: 'business', slug: 'engine' })
        .execute();
      expect((await unshared.inject({ method: 'GET', url: '/api/projects' })).json()).toHaveLength(1);
    } finally {
      await unshared.close();
    }
  });

  it('answer REST and tRPC alike, with the REST error shape when the procedure fails', async () => {
    await asOwner('PUT', '/api/profile', { name: 'Ada', title: 'Analyst', bio: 'Programs.' });
    const rest = await app.inject({ method: 'GET', url: '/api/profile' });
    const trpc = await app.inject({ method: 'GET', url: '/api/trpc/profile.getProfile' });
    expect(rest.json()).toEqual(trpc.json<{ result: { data: unknown } }>().result.data);
    expect(rest.headers['content-type']).toBe('application/json; charset=utf-8');

    const badToken = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: 'Bearer nope' },
    });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('come compressed as the browser accepts, revalidate with 304, and stay the same JSON', async () => {
    const cookie = await t.loginAsOwner();
    for (let i = 0; i < 8; i += 1) {
      const payload = {
        ...project,
        title: `Engine ${String(i)}`,
        description: 'A calculating engine, described at some length. '.repeat(3),
      };
      expect(
        (await app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload })).statusCode,
      ).toBe(201);
    }
    const plain = await app.inject({ method: 'GET', url: '/api/projects' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url: '/api/projects', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.headers.etag).toBe(plain.headers.etag);

    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});
