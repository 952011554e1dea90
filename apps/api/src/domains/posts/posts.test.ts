import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const t = setUpTestApp();
let cookie: string;

type PostAnswer = {
  id: string;
  slug: string;
  title: string;
  body: string;
  bodyHtml: string;
  excerpt: string;
  tags: string[];
  status: 'draft' | 'published';
  publishedAt: string | null;
  readingMinutes: number;
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
};

const post = {
  title: 'Why I build with PostgreSQL',
  body: 'It is **fast**.\n\n```sql\nselect 1;\n```',
  status: 'published',
};

async function write(payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/posts', headers: { cookie }, payload });
}

async function writeOk(payload: Record<string, unknown>): Promise<PostAnswer> {
  const response = await write(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PostAnswer>();
}

async function edit(id: string, payload: Record<string, unknown>) {
  return t.inject({ method: 'PUT', url: `/api/posts/${id}`, headers: { cookie }, payload });
}

async function listed(query = '', headers: Record<string, string> = {}): Promise<string[]> {
  const response = await t.inject({ method: 'GET', url: `/api/posts${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ title: string }[]>().map((p) => p.title);
}

beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

describe('posts over REST', () => {
  it('writes a post with 201: a slug from its title, the body rendered and sanitised, dated when published', async () => {
    const created = await writeOk({
      ...post,
      body: `${post.body}\n\n<script>alert(1)</script>[x](javascript:alert(1))`,
    });
    expect(created).toMatchObject({
      slug: 'why-i-build-with-postgresql',
      title: post.title,
      status: 'published',
      tags: [],
      readingMinutes: 1,
    });
    expect(created.bodyHtml).toContain('<strong>fast</strong>');
    expect(created.bodyHtml).toMatch(/<pre class="shiki/);
    expect(created.bodyHtml).not.toMatch(/<script|javascript:/);
    expect(created.excerpt).toBe('It is fast.');
    expect(Date.now() - Date.parse(created.publishedAt ?? '')).toBeLessThan(60_000);

    const read = await t.inject({ method: 'GET', url: `/api/posts/${created.slug}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    const byId = await t.inject({ method: 'GET', url: `/api/posts/${created.id}` });
    expect(byId.json()).toEqual(created);
  });

  it('gives every post its own slug, and refuses a slug asked for that another post has with 409', async () => {
    const first = await writeOk(post);
    const second = await writeOk(post);
    expect([first.slug, second.slug]).toEqual(['why-i-build-with-postgresql', 'why-i-build-with-postgresql-2']);
    expect((await writeOk({ ...post, slug: 'my-own' })).slug).toBe('my-own');

    const taken = await write({ ...post, slug: 'my-own' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ issues: [{ path: 'slug' }] });
    const malformed = await write({ ...post, slug: 'Not A Slug' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ issues: [{ path: 'slug' }] });
  });

  it('keeps a published post’s slug when its title changes; a draft’s follows its title', async () => {
    const draft = await writeOk({ ...post, title: 'Working title', status: 'draft' });
    const retitled = (await edit(draft.id, { ...post, title: 'Better title', status: 'draft' })).json<PostAnswer>();
    expect(retitled.slug).toBe('better-title');

    const published = (await edit(draft.id, { ...post, title: 'Better title' })).json<PostAnswer>();
    const renamed = (await edit(draft.id, { ...post, title: 'Best title' })).json<PostAnswer>();
    expect(renamed.slug).toBe('better-title');
    expect(renamed.publishedAt).toBe(published.publishedAt);
  });

  it('hides drafts from visitors (404, not listed) and shows them to the owner and their tokens', async () => {
    const draft = await writeOk({ ...post, title: 'Secret plans', status: 'draft' });
    await writeOk({ ...post, title: 'Public thoughts' });
    expect(draft.publishedAt).toBeNull();

    expect(await listed()).toEqual(['Public thoughts']);
    expect((await t.inject({ method: 'GET', url: `/api/posts/${draft.slug}` })).statusCode).toBe(404);
    expect(await listed('', { cookie })).toEqual(['Secret plans', 'Public thoughts']);
    const asOwner = await t.inject({ method: 'GET', url: `/api/posts/${draft.slug}`, headers: { cookie } });
    expect(asOwner.json()).toMatchObject({ title: 'Secret plans', status: 'draft' });

    // Unpublishing takes a post away from visitors again.
    const published = (await listed('', { cookie })).length;
    const [publicPost] = (await t.inject({ method: 'GET', url: '/api/posts' })).json<PostAnswer[]>();
    await edit(publicPost?.id ?? '', { ...post, title: 'Public thoughts', status: 'draft' });
    expect(await listed()).toEqual([]);
    expect(await listed('', { cookie })).toHaveLength(published);
  });

  it('lists published posts newest first, filters by tag, and links each post to its neighbours', async () => {
    const old = await writeOk({ ...post, title: 'Old', tags: ['sql'], publishedAt: '2024-01-01T00:00:00.000Z' });
    const middle = await writeOk({ ...post, title: 'Middle', tags: ['web'], publishedAt: '2025-01-01T00:00:00.000Z' });
    await writeOk({ ...post, title: 'New', tags: ['sql', 'web'], publishedAt: '2026-01-01T00:00:00.000Z' });

    expect(await listed()).toEqual(['New', 'Middle', 'Old']);
    expect(await listed('?tag=sql')).toEqual(['New', 'Old']);
    expect(await listed('?tag=none')).toEqual([]);

    const read = (await t.inject({ method: 'GET', url: `/api/posts/${middle.slug}` })).json<PostAnswer>();
    expect(read.previous).toEqual({ slug: old.slug, title: 'Old' });
    expect(read.next).toEqual({ slug: 'new', title: 'New' });
  });

  it('replaces a post with PUT and deletes it with DELETE; unknown ids are 404', async () => {
    const created = await writeOk({ ...post, tags: ['a'] });
    const edited = await edit(created.id, {
      title: 'Edited',
      body: 'New *body*',
      status: 'published',
      summary: 'Short.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.id,
      slug: created.slug,
      title: 'Edited',
      tags: [],
      excerpt: 'Short.',
    });
    expect(edited.json<PostAnswer>().bodyHtml).toBe('<p>New <em>body</em></p>');

    expect((await edit(randomUUID(), post)).statusCode).toBe(404);
    const deleted = await t.inject({ method: 'DELETE', url: `/api/posts/${created.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/posts/${created.slug}` })).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/posts/${created.id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('names the field when the input is wrong, and refuses visitors', async () => {
    const untitled = await write({ ...post, title: ' ' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toMatchObject({ issues: [{ path: 'title' }] });
    const badStatus = await write({ ...post, status: 'live' });
    expect(badStatus.json()).toMatchObject({ issues: [{ path: 'status' }] });
    const anonymous = await t.inject({ method: 'POST', url: '/api/posts', payload: post });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a visitor a post at once after it is published on this instance', async () => {
    expect(await listed()).toEqual([]);
    await writeOk(post);
    expect(await listed()).toEqual([post.title]);
  });
});
