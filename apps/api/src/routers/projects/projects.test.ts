import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const project = {
  title: 'Difference Engine',
  description: 'A mechanical calculator for polynomial tables.',
  category: 'business',
  tags: ['brass', 'gears'],
  link: 'https://example.com/engine',
};

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => t.truncate());
afterAll(() => t.close());

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
});
