import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityInsights, ActivityLog } from '@folio/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { recountAggregates } from './recount-aggregates';
import { BROWSERS, readStats, recordView, resetClock, setClock } from './test-beacons';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await resetClock(t);
  await t.truncate();
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failing mix can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function get<T>(url: string): Promise<T> {
  await t.app.analytics.flush();
  const response = await t.inject({ method: 'GET', url, headers: { cookie: owner } });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

/** Counts straight from the raw log, the way a naive dashboard would. */
async function countRawLog(includeOwner: boolean) {
  await t.app.analytics.flush();
  const owners = includeOwner ? sql`true` : sql`user_id is null`;
  const views = sql`action = 'view' and ${owners}`;
  const q = <R>(query: ReturnType<typeof sql<R>>) => query.execute(t.db).then((result) => result.rows);
  const [totals] = await q<{ views: number; visitors: number }>(sql`
    select count(*)::int as views,
           count(distinct (created_at at time zone 'UTC')::date::text || user_agent || ip_address || (user_id is not null)::text)::int as visitors
    from activity_logs where ${views}`);
  const pages = await q<{ page: string; count: number }>(sql`
    select page, count(*)::int as count from activity_logs where ${views} group by page order by count desc, page`);
  const referrers = await q<{ host: string; count: number }>(sql`
    select referrer_host as host, count(*)::int as count from activity_logs
    where ${views} and referrer_host is not null group by host order by count desc, host`);
  const devices = await q<{ device: string; count: number }>(sql`
    select device_type as device, count(*)::int as count from activity_logs where ${views} group by device order by count desc`);
  const days = await q<{ date: string; views: number }>(sql`
    select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date, count(*)::int as views
    from activity_logs where ${views} group by date order by date`);
  return { totals, pages, referrers, devices, days };
}

describe('activity stats from the aggregates', () => {
  it('match a direct count of the raw log after a random mix of views', async () => {
    owner = await t.loginAsOwner();
    const next = random(20_261_122);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const pages = ['/', '/files', '/contact', '/credentials', '/analytics', '/nowhere'];
    const browsers = Object.values(BROWSERS);
    // Distinct /24s, so the stored (truncated) address still tells these visitors apart in the direct count.
    const addresses = Array.from({ length: 6 }, (_, i) => `198.${String(18 + i)}.7.${String(i + 1)}`);
    const referrers = [
      undefined,
      undefined,
      'https://news.example.org/x',
      'https://github.com/ada',
      'http://localhost:3000/files',
    ];
    const days = ['2026-06-01', '2026-06-02', '2026-06-09'];

    // In time order, as views arrive: the timer's daily sweep deletes the hashes of days long past.
    const instants = Array.from(
      { length: 150 },
      () => `${pick(days)}T${String(Math.floor(next() * 24)).padStart(2, '0')}:30:00Z`,
    ).sort();
    for (const instant of instants) {
      await setClock(t, instant);
      const referrer = pick(referrers);
      const roll = next();
      // Views (some landing from a campaign) and goals, so the recount below covers every breakdown.
      const metadata =
        roll < 0.05
          ? { url: pick(['https://github.com/ada', 'https://www.example.org/x']) }
          : roll < 0.1
            ? { path: pick(['/api/resume/cv.pdf', '/objects/uploads/1/slides.pdf']) }
            : next() < 0.2
              ? { utm_source: pick(['newsletter', 'mastodon']), utm_medium: 'social' }
              : {};
      const action = roll < 0.05 ? 'outbound' : roll < 0.1 ? 'download' : roll < 0.13 ? 'contact' : 'view';
      await recordView(
        t,
        { page: pick(pages), action, metadata: { ...metadata, ...(referrer ? { referrer } : {}) } },
        { userAgent: pick(browsers), address: pick(addresses), cookie: next() < 0.2 ? owner : undefined },
      );
    }
    await setClock(t, '2026-06-10T08:00:00Z');

    for (const includeOwner of [true, false]) {
      const raw = await countRawLog(includeOwner);
      const stats = await readStats(t, owner, `?includeOwner=${String(includeOwner)}`);
      expect(stats).toMatchObject({
        totalViews: raw.totals?.views,
        uniqueVisitors: raw.totals?.visitors,
        pageViews: raw.pages,
      });
      const insights = await get<ActivityInsights>(`/api/activity-insights?includeOwner=${String(includeOwner)}`);
      expect(insights.referrers).toEqual(raw.referrers);
      expect(insights.devices).toEqual(raw.devices);
      expect(insights.daily).toHaveLength(30);
      expect(insights.daily.at(-1)?.date).toBe('2026-06-10');
      expect(insights.daily.filter((day) => day.views > 0).map(({ date, views }) => ({ date, views }))).toEqual(
        raw.days,
      );
    }

    // The benchmark seeds its log in SQL and recounts: the recount must land on the same aggregates.
    const snapshot = () =>
      Promise.all(
        ['analytics_daily_totals', 'analytics_daily_breakdowns'].map((table) =>
          sql
            .raw(`select * from ${table} order by 1, 2, 3, 4`)
            .execute(t.db)
            .then((result) => result.rows),
        ),
      );
    const before = await snapshot();
    const dimensions = new Set((before[1] as { dimension: string }[]).map((row) => row.dimension));
    expect([...dimensions].sort()).toEqual([
      'contact',
      'country',
      'device',
      'download',
      'outbound',
      'page',
      'referrer',
      'source',
    ]);
    await recountAggregates(t.db);
    expect(await snapshot()).toEqual(before);
  });

  it("include or leave out the owner's own views with the switch", async () => {
    owner = await t.loginAsOwner();
    await recordView(t, { page: '/' }, { address: '192.0.2.1' });
    await recordView(t, { page: '/files' }, { address: '192.0.2.2', userAgent: BROWSERS.firefoxDesktop });
    await recordView(t, { page: '/admin' }, { cookie: owner, address: '203.0.113.50' });
    await recordView(t, { page: '/admin' }, { cookie: owner, address: '203.0.113.50' });

    expect(await readStats(t, owner, '?includeOwner=true')).toMatchObject({
      totalViews: 4,
      uniqueVisitors: 3,
      pageViews: [
        { page: '/admin', count: 2 },
        { page: '/', count: 1 },
        { page: '/files', count: 1 },
      ],
    });
    const visitorsOnly = {
      totalViews: 2,
      uniqueVisitors: 2,
      pageViews: [
        { page: '/', count: 1 },
        { page: '/files', count: 1 },
      ],
    };
    // Left out unless asked for.
    expect(await readStats(t, owner, '?includeOwner=false')).toMatchObject(visitorsOnly);
    expect(await readStats(t, owner)).toMatchObject(visitorsOnly);
  });

  it('answer zeros before any view', async () => {
    owner = await t.loginAsOwner();
    expect(await readStats(t, owner)).toMatchObject({ totalViews: 0, uniqueVisitors: 0, pageViews: [] });
    const insights = await get<ActivityInsights>('/api/activity-insights');
    expect(insights.referrers).toEqual([]);
    expect(insights.devices).toEqual([]);
    expect(insights.daily.every((day) => day.views === 0 && day.visitors === 0)).toBe(true);
  });

  it('are for the owner only', async () => {
    for (const url of ['/api/activity-stats', '/api/activity-insights', '/api/activity-logs']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answer 400 to an owner switch that is not a boolean', async () => {
    owner = await t.loginAsOwner();
    const response = await t.inject({
      method: 'GET',
      url: '/api/activity-stats?includeOwner=maybe',
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/activity-logs', () => {
  it("lists SPEC's entry fields newest first, 50 by default", async () => {
    owner = await t.loginAsOwner();
    for (let minute = 0; minute < 55; minute += 1) {
      await setClock(t, `2026-07-01T10:${String(minute).padStart(2, '0')}:00Z`);
      await recordView(t, { page: `/page-${String(minute)}` }, { cookie: minute === 54 ? owner : undefined });
    }
    const logs = await get<ActivityLog[]>('/api/activity-logs?includeOwner=true');
    expect(logs).toHaveLength(50);
    expect(logs[0]).toEqual({
      id: expect.any(String),
      userId: expect.any(String),
      page: '/page-54',
      action: 'view',
      metadata: null,
      ipAddress: '203.0.113.0',
      userAgent: BROWSERS.chromeDesktop,
      createdAt: '2026-07-01T10:54:00.000Z',
    });
    expect(logs[1]).toMatchObject({ page: '/page-53', userId: null });
    expect((await get<ActivityLog[]>('/api/activity-logs?limit=10&includeOwner=true')).map((log) => log.page)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/page-${String(54 - i)}`),
    );
    // Without the switch, the owner's own entry is not listed.
    expect((await get<ActivityLog[]>('/api/activity-logs?limit=3')).map((log) => log.page)).toEqual([
      '/page-53',
      '/page-52',
      '/page-51',
    ]);
  });

  it('answers 400 to a page size beyond 200', async () => {
    owner = await t.loginAsOwner();
    const response = await t.inject({ method: 'GET', url: '/api/activity-logs?limit=201', headers: { cookie: owner } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('limit');
  });
});
