import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { WEB_DIST_DIR } from './web';

// Visitors' pages are rendered once per change and then sent as the same bytes: what a visitor, a crawler or a
// browser revalidating its copy gets, and what the owner gets instead.

const OTHER_INSTANCE_READ_MS = 200;

let t: TestApp;
/** A second instance on the same database, as behind a load balancer: it shares nothing else with `t`. */
let other: FastifyInstance;
beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST_DIR, 'server/entry-server.js'))) {
    throw new Error('apps/web/dist is missing or has no server bundle: run `pnpm --filter @folio/web build` first.');
  }
  t = await buildTestApp({ webDistDir: WEB_DIST_DIR });
  other = await buildApp({
    config: { ...t.config, PUBLIC_READ_CACHE_MS: OTHER_INSTANCE_READ_MS },
    db: t.db,
    ownsDb: false,
    logger: false,
    webDistDir: WEB_DIST_DIR,
  });
  await other.ready();
});
afterEach(async () => {
  await t.truncate();
  other.publicReads.clear();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const visit = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

async function addProject(cookie: string, title: string, instance: Pick<TestApp, 'inject'> = t) {
  const response = await instance.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie },
    payload: { title, description: `About ${title}.`, category: 'business' },
  });
  expect(response.statusCode).toBe(201);
}

const STATE = /<script type="application\/json" id="folio-state">([^<]*)<\/script>/;

describe('a visitor’s page', () => {
  it('is the same bytes for every visitor, revalidates with 304 without a body, and changes with its data at once', async () => {
    const cookie = await t.loginAsOwner();
    await addProject(cookie, 'Difference Engine');

    const first = await visit('/');
    const second = await visit('/', { 'user-agent': 'another visitor', 'accept-language': 'de' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Difference Engine');
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');

    const revalidated = await visit('/', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // The owner changes the projects: the very next visitor sees it, and their old copy is no longer current.
    await addProject(cookie, 'Analytical Engine');
    const changed = await visit('/', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Analytical Engine');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('changes on another instance within its shared-read time, every page that shows the data', async () => {
    const cookie = await t.loginAsOwner();
    await addProject(cookie, 'Difference Engine');
    const before = await other.inject({ method: 'GET', url: '/' });
    const filesBefore = await other.inject({ method: 'GET', url: '/files' });
    expect(before.body).toContain('Difference Engine');

    const profile = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { name: 'Ada Lovelace', title: 'Analyst', bio: 'Notes on the engine.' },
    });
    expect(profile.statusCode).toBe(200);
    await sleep(OTHER_INSTANCE_READ_MS + 50);

    const after = await other.inject({ method: 'GET', url: '/' });
    expect(after.body).toContain('Ada Lovelace');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Files shows the owner's name in its title: it depends on the profile too.
    const filesAfter = await other.inject({ method: 'GET', url: '/files' });
    expect(filesAfter.body).toContain('<title>Files — Ada Lovelace</title>');
    expect(filesAfter.headers.etag).not.toBe(filesBefore.headers.etag);
  });

  it('embeds nothing of the moment or the request: two renders of unchanged data are identical', async () => {
    // Nothing fits in one byte: every request renders the page anew.
    const unkept = await buildTestApp({ webDistDir: WEB_DIST_DIR, pageCacheMaxBytes: 1 });
    try {
      await addProject(await unkept.loginAsOwner(), 'Difference Engine', unkept);
      const first = await unkept.inject({ method: 'GET', url: '/' });
      await sleep(20);
      const second = await unkept.inject({ method: 'GET', url: '/', headers: { 'user-agent': 'someone else' } });
      expect(unkept.app.keptPages?.size).toBe(0);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);

      const state = JSON.parse(STATE.exec(first.body)?.[1] ?? 'null') as {
        queries: { dehydratedAt: number; state: { dataUpdatedAt: number } }[];
      };
      expect(state.queries.length).toBeGreaterThan(0);
      for (const query of state.queries) {
        expect(query.dehydratedAt).toBe(0);
        expect(query.state.dataUpdatedAt).toBe(0);
      }
    } finally {
      await unkept.close();
    }
  });

  it('comes compressed as the browser accepts, the same page', async () => {
    await addProject(await t.loginAsOwner(), 'Difference Engine');
    const plain = await visit('/files');
    const brotli = await visit('/files', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('keeps the 404 page with its status, and a private Credentials page as the shell until it is made public', async () => {
    const notFound = await visit('/no/such/page');
    expect(notFound.statusCode).toBe(404);
    expect((await visit('/no/such/page')).statusCode).toBe(404);

    const cookie = await t.loginAsOwner();
    const credentials = (isPublic: boolean) =>
      t.inject({
        method: 'PUT',
        url: '/api/credentials',
        headers: { cookie },
        payload: {
          skills: [{ group: 'Languages', items: ['Note G'] }],
          certifications: [],
          education: [],
          resumeFileId: null,
          isPublic,
        },
      });
    expect((await credentials(false)).statusCode).toBe(200);
    expect((await visit('/credentials')).body).toContain('<div id="root"></div>');
    expect((await credentials(true)).statusCode).toBe(200);
    expect((await visit('/credentials')).body).toContain('Note G');
  });
});

describe('the owner', () => {
  it('is never sent a visitor’s kept page, and their own page is never kept for visitors', async () => {
    const cookie = await t.loginAsOwner();
    const visitorFirst = await visit('/');
    expect(visitorFirst.body).toContain('href="/api/login"');

    const owner = await visit('/', { cookie });
    expect(owner.body).toContain('href="/api/logout"');
    expect(owner.headers.etag).not.toBe(visitorFirst.headers.etag);
    // The visitor's ETag does not make the owner's page a 304.
    expect((await visit('/', { cookie, 'if-none-match': String(visitorFirst.headers.etag) })).statusCode).toBe(200);

    const visitorAfter = await visit('/');
    expect(visitorAfter.body).toBe(visitorFirst.body);
    expect(visitorAfter.body).not.toContain('href="/api/logout"');
    expect(visitorAfter.body).not.toContain('href="/admin"');
  });
});

describe('the memory kept pages take', () => {
  it('stays within its bound however many addresses are asked for, keeping the most recent', async () => {
    const pageBytes = Buffer.byteLength((await visit('/contact')).body);
    const bound = pageBytes * 4;
    const bounded = await buildTestApp({ webDistDir: WEB_DIST_DIR, pageCacheMaxBytes: bound });
    try {
      for (let i = 0; i < 30; i += 1) {
        const response = await bounded.inject({ method: 'GET', url: `/contact?ref=${String(i)}` });
        expect(response.statusCode).toBe(200);
        expect(bounded.app.keptPages?.heldBytes).toBeLessThanOrEqual(bound);
      }
      expect(bounded.app.keptPages?.size).toBeGreaterThan(0);
      // The latest address is still kept: asked again, it is answered from memory with the same ETag.
      const last = await bounded.inject({ method: 'GET', url: '/contact?ref=29' });
      const again = await bounded.inject({
        method: 'GET',
        url: '/contact?ref=29',
        headers: { 'if-none-match': String(last.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await bounded.close();
    }
  });
});
