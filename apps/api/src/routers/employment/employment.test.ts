import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const entry = {
  company: 'Analytical Engines Ltd',
  position: 'Programmer',
  industry: 'Computing',
  startDate: '1842-09',
  endDate: '1843-07',
  location: 'London',
  description: 'Wrote the notes on the engine.',
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
  return t.inject({ method: 'POST', url: '/api/employment', headers: { cookie }, payload });
}

describe('employment over REST', () => {
  it('creates an entry with 201 and lists it for the owner', async () => {
    const created = await create(entry);
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: string }>();
    expect(body).toMatchObject(entry);

    const list = await t.inject({ method: 'GET', url: '/api/employment', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([body]);
  });

  it('stores a blank end date and blank optional fields as absent (shown as Present)', async () => {
    const created = await create({ ...entry, endDate: '', industry: '', location: '', description: '' });
    expect(created.json()).toMatchObject({ endDate: null, industry: null, location: null, description: null });
  });

  it('lists the most recent start date first', async () => {
    await create({ ...entry, company: 'Middle', startDate: '2015-03', endDate: '' });
    await create({ ...entry, company: 'Oldest', startDate: '2009-11', endDate: '' });
    await create({ ...entry, company: 'Newest', startDate: '2021-01', endDate: '' });
    const list = await t.inject({ method: 'GET', url: '/api/employment', headers: { cookie } });
    expect(list.json<{ company: string }[]>().map((e) => e.company)).toEqual(['Newest', 'Middle', 'Oldest']);
  });

  it('deletes an entry, then answers 404 for it', async () => {
    const { id } = (await create(entry)).json<{ id: string }>();
    const deleted = await t.inject({ method: 'DELETE', url: `/api/employment/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    const again = await t.inject({ method: 'DELETE', url: `/api/employment/${id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps the history from visitors', async () => {
    await create(entry);
    expect((await t.inject({ method: 'GET', url: '/api/employment' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/employment', payload: entry })).statusCode).toBe(401);
  });

  it('names bad months and an end before the start', async () => {
    const badMonth = await create({ ...entry, startDate: 'September 1842' });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json()).toMatchObject({ issues: [{ path: 'startDate', message: 'Must be a month as YYYY-MM' }] });

    const backwards = await create({ ...entry, startDate: '2020-05', endDate: '2019-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      issues: [{ path: 'endDate', message: 'End date must not be before the start date' }],
    });
    expect(await t.db.selectFrom('employment').select('id').execute()).toEqual([]);
  });
});
