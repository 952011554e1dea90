import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const t = setUpTestApp();
let cookie: string;

async function seed(
  rows: {
    page: string;
    createdAt: string;
    userAgent?: string;
    ipAddress?: string;
    referrerHost?: string;
    metadata?: string;
    userId?: string;
  }[],
) {
  await t.db
    .insertInto('activityLogs')
    .values(rows.map((row) => ({ action: 'view', deviceType: 'desktop', ...row })))
    .execute();
}

async function csv(query = '') {
  cookie = await t.loginAsOwner();
  return t.inject({ method: 'GET', url: `/api/activity-logs.csv${query}`, headers: { cookie } });
}

describe('GET /api/activity-logs.csv', () => {
  it('streams the stored fields, oldest first, with a header row, escaped as CSV', async () => {
    await seed([
      {
        page: '/b',
        createdAt: '2026-11-02T10:00:00Z',
        userAgent: 'Agent "quoted", with comma',
        ipAddress: '203.0.113.0',
        referrerHost: 'news.example.org',
      },
      {
        page: '/a',
        createdAt: '2026-11-01T09:30:00Z',
        userAgent: 'Line one\nline two',
        ipAddress: '2001:db8::',
        metadata: '{"k":"v"}',
      },
    ]);
    const response = await csv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?page-views-start-to-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const ids = (await t.db.selectFrom('activityLogs').select('id').orderBy('createdAt').execute()).map(
      (row) => row.id,
    );
    expect(response.body).toBe(
      '\uFEFFid,created_at,page,action,referrer_host,device_type,ip_address,user_agent,user_id,metadata\r\n' +
        `${ids[0] ?? ''},2026-11-01T09:30:00.000Z,/a,view,,desktop,2001:db8::,"Line one\nline two",,"{""k"":""v""}"\r\n` +
        `${ids[1] ?? ''},2026-11-02T10:00:00.000Z,/b,view,news.example.org,desktop,203.0.113.0,"Agent ""quoted"", with comma",,\r\n`,
    );
  });

  it('makes cells a spreadsheet would run as formulas inert', async () => {
    await seed([
      { page: '/=1+1', createdAt: '2026-11-01T00:00:00Z', userAgent: '=HYPERLINK("http://evil.example","x")' },
      { page: '/p', createdAt: '2026-11-01T00:00:01Z', userAgent: '+cmd', referrerHost: '-2', ipAddress: '@SUM(A1)' },
    ]);
    const lines = (await csv()).body.split('\r\n');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[2]).toContain(",'-2,desktop,'@SUM(A1),'+cmd,");
    // A path starts with a slash, so it is left alone.
    expect(lines[1]).toContain(',/=1+1,');
  });

  it('keeps to the days asked for, both included (UTC)', async () => {
    await seed([
      { page: '/before', createdAt: '2026-10-31T23:59:59Z' },
      { page: '/first', createdAt: '2026-11-01T00:00:00Z' },
      { page: '/last', createdAt: '2026-11-03T23:59:59Z' },
      { page: '/after', createdAt: '2026-11-04T00:00:00Z' },
    ]);
    const response = await csv('?from=2026-11-01&to=2026-11-03');
    expect(response.headers['content-disposition']).toContain('page-views-2026-11-01-to-2026-11-03.csv');
    const pages = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(pages).toEqual(['/first', '/last']);
  });

  it('answers 400 naming the field for a bad date or a range that ends before it starts', async () => {
    const notADate = await csv('?from=2026-13-01');
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'from', message: 'Must be a date as YYYY-MM-DD' }],
    });
    const words = await csv('?to=yesterday');
    expect(words.json()).toMatchObject({ issues: [{ path: 'to' }] });
    const backwards = await csv('?from=2026-11-05&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ issues: [{ path: 'to', message: 'Must not be before from' }] });
  });

  it("leaves the owner's own views out unless includeOwner=true, as every other figure does", async () => {
    cookie = await t.loginAsOwner();
    const owner = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await seed([
      { page: '/visitor', createdAt: '2026-11-01T00:00:00Z' },
      { page: '/owner', createdAt: '2026-11-01T00:00:01Z', userId: owner.id },
    ]);
    const pagesIn = async (query: string) =>
      (await csv(query)).body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[2]);
    expect(await pagesIn('')).toEqual(['/visitor']);
    expect(await pagesIn('?includeOwner=false')).toEqual(['/visitor']);
    expect(await pagesIn('?includeOwner=true&from=2026-11-01')).toEqual(['/visitor', '/owner']);
    const bad = await csv('?includeOwner=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: 'includeOwner' }] });
  });

  it('is the owner’s only: 401 for visitors, and a read-only token may export', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/activity-logs.csv' })).statusCode).toBe(401);
    cookie = await t.loginAsOwner();
    const created = await t.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'reports', scope: 'read' },
    });
    const token = created.json<{ token: string }>().token;
    const response = await t.inject({
      method: 'GET',
      url: '/api/activity-logs.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
