import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const entry = {
  company: 'Analytical Engines Ltd',
  position: 'Programmer',
  industry: 'Computing',
  startDate: '1842-09',
  endDate: '1843-07',
  location: 'London',
  description: 'Wrote the notes on the engine.',
};

const t = setUpTestApp();
let cookie: string;

type Listed = { id: string; company: string };

async function companies(): Promise<string[]> {
  const list = await t.inject({ method: 'GET', url: '/api/employment', headers: { cookie } });
  return list.json<Listed[]>().map((e) => e.company);
}

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

  it('places a new entry by its start date, newest first, then keeps the order the owner gives', async () => {
    const middle = (
      await create({ ...entry, company: 'Middle', startDate: '2015-03', endDate: '2020-12' })
    ).json<Listed>();
    const oldest = (
      await create({ ...entry, company: 'Oldest', startDate: '2009-11', endDate: '2015-02' })
    ).json<Listed>();
    const newest = (await create({ ...entry, company: 'Newest', startDate: '2021-01', endDate: '' })).json<Listed>();
    expect(await companies()).toEqual(['Newest', 'Middle', 'Oldest']);

    const ordered = await t.inject({
      method: 'PUT',
      url: '/api/employment/order',
      headers: { cookie },
      payload: { ids: [oldest.id, newest.id, middle.id] },
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json<Listed[]>().map((e) => e.company)).toEqual(['Oldest', 'Newest', 'Middle']);
    expect(await companies()).toEqual(['Oldest', 'Newest', 'Middle']);

    const partial = await t.inject({
      method: 'PUT',
      url: '/api/employment/order',
      headers: { cookie },
      payload: { ids: [newest.id] },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ issues: [{ path: 'ids' }] });
    expect(await companies()).toEqual(['Oldest', 'Newest', 'Middle']);

    // A new entry goes before the first (in the owner's order) that started earlier; the others stay as they are.
    await create({ ...entry, company: 'Between', startDate: '2018-06', endDate: '2020-11' });
    expect(await companies()).toEqual(['Between', 'Oldest', 'Newest', 'Middle']);
    // Editing anything but the dates keeps the place; new dates move the entry where they belong.
    const edit = (id: string, payload: Record<string, unknown>) =>
      t.inject({ method: 'PUT', url: `/api/employment/${id}`, headers: { cookie }, payload: { ...entry, ...payload } });
    expect(
      (await edit(oldest.id, { company: 'Oldest', startDate: '2009-11', endDate: '2015-02', position: 'Lead' }))
        .statusCode,
    ).toBe(200);
    expect(await companies()).toEqual(['Between', 'Oldest', 'Newest', 'Middle']);
    expect((await edit(oldest.id, { company: 'Oldest', startDate: '2024-02', endDate: '' })).statusCode).toBe(200);
    expect(await companies()).toEqual(['Oldest', 'Between', 'Newest', 'Middle']);
    expect((await edit(newest.id, { company: 'Newest', startDate: '2008-01', endDate: '2009-10' })).statusCode).toBe(
      200,
    );
    expect(await companies()).toEqual(['Oldest', 'Between', 'Middle', 'Newest']);
  });

  it('edits an entry with the create body; a blank end date means Present, which places it before one that ended', async () => {
    const first = (await create({ ...entry, company: 'First' })).json<Listed>();
    await create({ ...entry, company: 'Second' });
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/employment/${first.id}`,
      headers: { cookie },
      payload: { company: 'First Ltd', position: 'Lead', startDate: '1842-09', endDate: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...first,
      company: 'First Ltd',
      position: 'Lead',
      endDate: null,
      industry: null,
      location: null,
      description: null,
      descriptionHtml: null,
      descriptionText: null,
    });
    expect(await companies()).toEqual(['First Ltd', 'Second']);
  });

  it('refuses bad edits with 400 naming the field, unknown ids with 404, and visitors with 401', async () => {
    const { id } = (await create(entry)).json<Listed>();
    const backwards = await t.inject({
      method: 'PUT',
      url: `/api/employment/${id}`,
      headers: { cookie },
      payload: { ...entry, startDate: '2020-05', endDate: '2019-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ issues: [{ path: 'endDate' }] });
    const unknown = await t.inject({
      method: 'PUT',
      url: `/api/employment/${randomUUID()}`,
      headers: { cookie },
      payload: entry,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.inject({ method: 'PUT', url: `/api/employment/${id}`, payload: entry })).statusCode).toBe(401);
    expect((await t.inject({ method: 'PUT', url: '/api/employment/order', payload: { ids: [id] } })).statusCode).toBe(
      401,
    );
    expect(await companies()).toEqual([entry.company]);
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

describe('employment over tRPC', () => {
  it('edits and reorders through the web app surface, for the owner only', async () => {
    const first = (await create({ ...entry, company: 'First' })).json<Listed>();
    const second = (await create({ ...entry, company: 'Second' })).json<Listed>();
    const edited = await t.inject({
      method: 'POST',
      url: '/api/trpc/employment.updateEmployment',
      headers: { cookie },
      payload: { ...entry, id: first.id, company: 'First, edited' },
    });
    expect(edited.statusCode).toBe(200);
    const reordered = await t.inject({
      method: 'POST',
      url: '/api/trpc/employment.reorderEmployment',
      headers: { cookie },
      payload: { ids: [first.id, second.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(await companies()).toEqual(['First, edited', 'Second']);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/trpc/employment.updateEmployment',
      payload: { ...entry, id: first.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
