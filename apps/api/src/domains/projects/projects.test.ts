import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const project = {
  title: 'Difference Engine',
  description: 'A mechanical calculator for polynomial tables.',
  category: 'business',
  tags: ['brass', 'gears'],
  link: 'https://example.com/engine',
};

const t = setUpTestApp();
let cookie: string;

type Listed = { id: string; title: string; createdAt: string; sortOrder: number };

async function titles(): Promise<string[]> {
  const list = await t.inject({ method: 'GET', url: '/api/projects' });
  return list.json<Listed[]>().map((p) => p.title);
}

async function create(payload: Record<string, unknown>) {
  cookie = await t.loginAsOwner();
  return t.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload });
}

describe('projects over REST', () => {
  it('lists nothing before the owner adds a project', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/projects' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('creates a project with 201 and shows it to visitors', async () => {
    const created = await create({ ...project, imageUrl: '' });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: string; createdAt: string }>();
    expect(body).toMatchObject({ ...project, imageUrl: null });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    const list = await t.inject({ method: 'GET', url: '/api/projects' });
    expect(list.json()).toEqual([body]);
  });

  it('defaults tags to an empty list and absent links to null', async () => {
    const created = await create({ title: 'Kite', description: 'A box kite.', category: 'hobby' });
    expect(created.json()).toMatchObject({ tags: [], link: null, imageUrl: null, category: 'hobby' });
  });

  it('lists the newest project first', async () => {
    await create({ ...project, title: 'First' });
    await create({ ...project, title: 'Second' });
    const list = await t.inject({ method: 'GET', url: '/api/projects' });
    expect(list.json<{ title: string }[]>().map((p) => p.title)).toEqual(['Second', 'First']);
  });

  it('edits a project with the create body, keeping its id, creation time and place', async () => {
    const first = (await create({ ...project, title: 'First' })).json<Listed>();
    const second = (await create({ ...project, title: 'Second' })).json<Listed>();
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/projects/${first.id}`,
      headers: { cookie },
      payload: {
        title: 'First, renamed',
        description: 'Now a hobby.',
        category: 'hobby',
        imageUrl: 'https://example.com/a.png',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...first,
      title: 'First, renamed',
      description: 'Now a hobby.',
      category: 'hobby',
      imageUrl: 'https://example.com/a.png',
      descriptionHtml: '<p>Now a hobby.</p>',
      descriptionText: 'Now a hobby.',
      updatedAt: expect.any(String),
      // The body replaces the project: what it leaves out is cleared.
      tags: [],
      link: null,
    });
    expect(await titles()).toEqual([second.title, 'First, renamed']);
  });

  it('answers 404 when editing a project that does not exist, and 400 naming bad fields', async () => {
    const missing = await create(project);
    const { id } = missing.json<Listed>();
    await t.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: { cookie } });
    const gone = await t.inject({ method: 'PUT', url: `/api/projects/${id}`, headers: { cookie }, payload: project });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });

    const kept = (await create(project)).json<Listed>();
    const bad = await t.inject({
      method: 'PUT',
      url: `/api/projects/${kept.id}`,
      headers: { cookie },
      payload: { ...project, title: '', category: 'work' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['title', 'category']),
    );
    expect((await t.inject({ method: 'GET', url: '/api/projects' })).json()).toEqual([kept]);
  });

  it('puts projects in the order the owner gives, and a new project goes first', async () => {
    const a = (await create({ ...project, title: 'A' })).json<Listed>();
    const b = (await create({ ...project, title: 'B' })).json<Listed>();
    const c = (await create({ ...project, title: 'C' })).json<Listed>();
    expect(await titles()).toEqual(['C', 'B', 'A']);

    const ordered = await t.inject({
      method: 'PUT',
      url: '/api/projects/order',
      headers: { cookie },
      payload: { ids: [a.id, c.id, b.id] },
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json<Listed[]>().map((p) => p.title)).toEqual(['A', 'C', 'B']);
    expect(await titles()).toEqual(['A', 'C', 'B']);

    await create({ ...project, title: 'D' });
    expect(await titles()).toEqual(['D', 'A', 'C', 'B']);
  });

  it('refuses an order that leaves a project out, names one twice or names an unknown one, changing nothing', async () => {
    const a = (await create({ ...project, title: 'A' })).json<Listed>();
    const b = (await create({ ...project, title: 'B' })).json<Listed>();
    for (const ids of [[a.id], [a.id, b.id, a.id], [a.id, b.id, randomUUID()], [a.id, 'nope']]) {
      const response = await t.inject({
        method: 'PUT',
        url: '/api/projects/order',
        headers: { cookie },
        payload: { ids },
      });
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toMatch(/^ids/);
    }
    const missing = await t.inject({ method: 'PUT', url: '/api/projects/order', headers: { cookie }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ issues: [{ path: 'ids', message: 'Required' }] });
    expect(await titles()).toEqual(['B', 'A']);
  });

  it('keeps editing and ordering from visitors', async () => {
    const { id } = (await create(project)).json<Listed>();
    expect((await t.inject({ method: 'PUT', url: `/api/projects/${id}`, payload: project })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PUT', url: '/api/projects/order', payload: { ids: [id] } })).statusCode).toBe(
      401,
    );
  });

  it('deletes a project, then answers 404 for it', async () => {
    const { id } = (await create(project)).json<{ id: string }>();
    const deleted = await t.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/projects' })).json()).toEqual([]);

    const again = await t.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
  });

  it('answers 400 naming the id when it is not a uuid', async () => {
    cookie = await t.loginAsOwner();
    const response = await t.inject({ method: 'DELETE', url: '/api/projects/nope', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('id');
  });

  it('refuses visitors with 401 and stores nothing', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/projects', payload: project });
    expect(response.statusCode).toBe(401);
    expect(await t.db.selectFrom('projects').select('id').execute()).toEqual([]);
  });

  it('names the fields of bad input with 400', async () => {
    const response = await create({ ...project, title: ' ', category: 'work', link: 'ftp://example.com' });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'category', 'link']));
  });
});

describe('projects over tRPC', () => {
  it('creates with 200 (tRPC has no 201) and lists through the web app surface', async () => {
    cookie = await t.loginAsOwner();
    const created = await t.inject({
      method: 'POST',
      url: '/api/trpc/projects.createProject',
      headers: { cookie },
      payload: project,
    });
    expect(created.statusCode).toBe(200);
    const list = await t.inject({ method: 'GET', url: '/api/trpc/projects.listProjects' });
    expect(list.json<{ result: { data: unknown[] } }>().result.data).toHaveLength(1);
  });

  it('edits and reorders through the web app surface', async () => {
    cookie = await t.loginAsOwner();
    const first = (await create({ ...project, title: 'First' })).json<Listed>();
    const second = (await create({ ...project, title: 'Second' })).json<Listed>();
    const edited = await t.inject({
      method: 'POST',
      url: '/api/trpc/projects.updateProject',
      headers: { cookie },
      payload: { ...project, id: first.id, title: 'First, edited' },
    });
    expect(edited.statusCode).toBe(200);
    const reordered = await t.inject({
      method: 'POST',
      url: '/api/trpc/projects.reorderProjects',
      headers: { cookie },
      payload: { ids: [first.id, second.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(await titles()).toEqual(['First, edited', 'Second']);

    const unknown = await t.inject({
      method: 'POST',
      url: '/api/trpc/projects.updateProject',
      headers: { cookie },
      payload: { ...project, id: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/trpc/projects.reorderProjects',
      payload: { ids: [first.id, second.id] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
