import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
let web: FastifyInstance;
/** A built web app as Vite leaves it: a hashed script with its .br and .gz copies, written by the build. */
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const scriptPath = '/assets/index-Bx7Qd9aK.js';

beforeAll(async () => {
  t = await buildTestApp();
  const distDir = path.join(t.dataDir, 'web-dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(distDir, 'index.html'),
    `<!doctype html><html><head><title>Folio</title></head><body><div id="root">${'<p>Projects</p>'.repeat(200)}</div></body></html>`,
  );
  await writeFile(path.join(distDir, scriptPath), script);
  // Marked copies, so the test sees which file was sent, not merely that some compression happened.
  await writeFile(path.join(distDir, `${scriptPath}.br`), brotliCompressSync(`${script}// br`));
  await writeFile(path.join(distDir, `${scriptPath}.gz`), gzipSync(`${script}// gz`));
  web = await buildApp({ config: t.config, db: t.db, ownsDb: false, logger: false, webDistDir: distDir });
  await web.ready();

  const cookie = await t.loginAsOwner();
  for (let i = 0; i < 12; i += 1) {
    const payload = {
      title: `Project ${String(i)}`,
      description: 'A project with enough words to make the list larger than a kilobyte.',
      category: 'business',
    };
    await t.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload });
  }
});
afterAll(async () => {
  await web.close();
  await t.close();
});

describe('compression', () => {
  it('serves the build’s brotli or gzip copy of a hashed asset, cached for good', async () => {
    const br = await web.inject({
      method: 'GET',
      url: scriptPath,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}// br`);

    const gzip = await web.inject({ method: 'GET', url: scriptPath, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${script}// gz`);

    const plain = await web.inject({ method: 'GET', url: scriptPath, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it.each(['/', '/files', '/contact', '/no-such-page'])('compresses the HTML of %s', async (url) => {
    const response = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<p>Projects</p>');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a JSON answer over 1 KB with %s on the fly', async (encoding, decompress) => {
    const response = await t.inject({ method: 'GET', url: '/api/projects', headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const projects = JSON.parse(decompress(response.rawPayload).toString()) as unknown[];
    expect(projects).toHaveLength(12);
  });

  it('prefers brotli when the browser takes both, and compresses tRPC batches too', async () => {
    const url = `/api/trpc/profile.getProfile,projects.listProjects?batch=1&input=${encodeURIComponent('{}')}`;
    const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveLength(2);
  });

  it('leaves small answers and clients that accept nothing uncompressed', async () => {
    const small = await t.inject({ method: 'GET', url: '/api/profile', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const identity = await t.inject({ method: 'GET', url: '/api/projects' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveLength(12);
  });

  it('keeps 304s working on compressed answers', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/projects', headers: { 'accept-encoding': 'br' } });
    const again = await t.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
