import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const t = setUpTestApp();

type Result = { type: string; title: string; url: string; snippet: string };

async function search(q: string, headers: Record<string, string> = {}): Promise<Result[]> {
  const response = await t.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Result[]>();
}

describe('GET /api/search', () => {
  it('finds published posts and projects, best match first, with a plain-text snippet; drafts only for the owner', async () => {
    const cookie = await t.loginAsOwner();
    const write = (payload: Record<string, unknown>) =>
      t.inject({ method: 'POST', url: '/api/posts', headers: { cookie }, payload });
    await write({
      title: 'Engines of difference',
      body: 'The **engine** computes tables of polynomials.',
      status: 'published',
    });
    await write({ title: 'On weaving', body: 'Jacquard looms and, once, an engine.', status: 'published' });
    await write({ title: 'Secret engine plans', body: 'Not yet.', status: 'draft' });
    await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { title: 'Analytical engine', description: 'A general-purpose machine.', category: 'business' },
    });

    const found = await search('engine');
    expect(found.map((result) => result.title)).toEqual(
      expect.arrayContaining(['Engines of difference', 'On weaving', 'Analytical engine']),
    );
    expect(found).toHaveLength(3);
    // The title weighs more than a word in the body.
    expect(found.findIndex((result) => result.title === 'Engines of difference')).toBeLessThan(
      found.findIndex((result) => result.title === 'On weaving'),
    );
    expect(found.find((result) => result.title === 'Engines of difference')).toEqual({
      type: 'post',
      title: 'Engines of difference',
      url: '/writing/engines-of-difference',
      snippet: 'The engine computes tables of polynomials',
    });
    expect(found.find((result) => result.type === 'project')).toMatchObject({
      url: expect.stringMatching(/^\/projects\/[a-z0-9-]+$/),
    });

    expect((await search('engine', { cookie })).map((result) => result.title)).toContain('Secret engine plans');
    expect(await search('zeppelin')).toEqual([]);
  });

  it('names q when it is missing', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/search' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'q' }] });
  });
});
