import { beforeEach, describe, expect, it } from 'vitest';
import { uploadFile } from '../domains/files/files-test-kit';
import { setUpTestApp } from '../test/build-test-app';

const t = setUpTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

const project = { title: 'Engine', description: 'A calculating engine.', category: 'business' };
const trpcBatch = (procedures: string[]) =>
  `/api/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;

describe('conditional GETs of public reads', () => {
  // The files list and the profile are not for shared caches: the owner's answers also hold private files and
  // an unpublished phone.
  it.each([
    ['REST projects', '/api/projects', 'no-cache'],
    ['REST profile', '/api/profile', 'private, no-cache'],
    ['REST files', '/api/files', 'private, no-cache'],
    [
      'a tRPC batch of the home page reads',
      trpcBatch(['profile.getProfile', 'projects.listProjects']),
      'private, no-cache',
    ],
    ['tRPC files', trpcBatch(['files.listFiles']), 'private, no-cache'],
  ])('%s: 304 while unchanged, 200 with a new ETag after a change', async (_name, url, cacheControl) => {
    const first = await t.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(cacheControl);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    // A change to what any of these shows: a profile, a project, a file record.
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { name: 'Ada', title: 'Analyst', bio: 'Hi.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: project })).statusCode,
    ).toBe(201);
    await uploadFile(t, cookie, { name: 'cv.pdf', bytes: Buffer.from('cv') });
    const changed = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("keeps the owner's own reads out of shared caches", async () => {
    const response = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  // fetch() adds `Cache-Control: no-cache` (and `Pragma`) to a request carrying If-None-Match.
  it.each(['/api/projects', '/api/profile', '/og.png'])(
    '%s: 304 to a fetch() revalidation with Cache-Control: no-cache',
    async (url) => {
      const first = await t.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      const revalidated = await t.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag, 'cache-control': 'no-cache', pragma: 'no-cache' },
      });
      expect(revalidated.statusCode).toBe(304);
    },
  );

  it('answers the full body to a stale or foreign ETag', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
