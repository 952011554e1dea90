import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityInsights, ActivityLog, ActivityRealtime, ActivityStats } from '@folio/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { recordView, resetClock, sendBeacon, setClock } from './test-beacons';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  // One proxy in front, as in production: the client address comes from X-Forwarded-For.
  t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
});
afterEach(async () => {
  await resetClock(t);
  await t.truncate();
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  await t.app.analytics.flush();
  const response = await t.inject({ method: 'GET', url, headers: { cookie: owner } });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${String(response.statusCode)}: ${response.body}`);
  return response.json<T>();
}

/** A view from `address` through the proxy (X-Forwarded-For), at `instant`. */
async function viewAt(
  instant: string,
  page: string,
  address = '192.0.2.1',
  extra: Record<string, unknown> = {},
  cookie?: string,
) {
  await setClock(t, instant);
  await recordView(t, { page, ...extra }, { address: '10.0.0.1', headers: { 'x-forwarded-for': address }, cookie });
}

describe('any range, compared', () => {
  it('counts the days asked for, both ends included, and the period just before across a year end', async () => {
    owner = await t.loginAsOwner();
    await viewAt('2025-12-30T23:59:00Z', '/', '192.0.2.1');
    await viewAt('2025-12-31T10:00:00Z', '/files', '192.0.2.2');
    await viewAt('2025-12-31T11:00:00Z', '/files', '192.0.2.3');
    await viewAt('2026-01-01T00:00:00Z', '/contact', '192.0.2.4');
    await viewAt('2026-01-02T23:59:59Z', '/', '192.0.2.5');
    await viewAt('2026-01-03T00:00:00Z', '/', '192.0.2.6');

    const stats = await get<ActivityStats>('/api/activity-stats?from=2026-01-01&to=2026-01-02&compare=previous');
    expect(stats).toEqual({
      range: { from: '2026-01-01', to: '2026-01-02' },
      totalViews: 2,
      uniqueVisitors: 2,
      pageViews: [
        { page: '/', count: 1 },
        { page: '/contact', count: 1 },
      ],
      previous: {
        range: { from: '2025-12-30', to: '2025-12-31' },
        totalViews: 3,
        uniqueVisitors: 3,
        pageViews: [
          { page: '/files', count: 2 },
          { page: '/', count: 1 },
        ],
      },
    });
    const insights = await get<ActivityInsights>(
      '/api/activity-insights?from=2026-01-01&to=2026-01-02&compare=previous',
    );
    expect(insights.daily).toEqual([
      { date: '2026-01-01', views: 1, visitors: 1 },
      { date: '2026-01-02', views: 1, visitors: 1 },
    ]);
    expect(insights.previous?.daily.map((day) => day.views)).toEqual([1, 2]);
    // Without compare, no previous period.
    expect(await get<ActivityStats>('/api/activity-stats?from=2026-01-01&to=2026-01-02')).not.toHaveProperty(
      'previous',
    );
  });

  it('compares a month with the same number of days before it, across February', async () => {
    owner = await t.loginAsOwner();
    await viewAt('2026-01-29T12:00:00Z', '/', '192.0.2.1');
    await viewAt('2026-01-28T12:00:00Z', '/', '192.0.2.2');
    await viewAt('2026-02-28T12:00:00Z', '/', '192.0.2.3');
    await viewAt('2026-03-01T12:00:00Z', '/', '192.0.2.4');
    await viewAt('2026-03-31T12:00:00Z', '/', '192.0.2.5');
    const stats = await get<ActivityStats>('/api/activity-stats?from=2026-03-01&to=2026-03-31&compare=previous');
    expect(stats.totalViews).toBe(2);
    expect(stats.previous).toMatchObject({ range: { from: '2026-01-29', to: '2026-02-28' }, totalViews: 2 });
  });

  it('defaults to the last 30 days up to today (UTC)', async () => {
    owner = await t.loginAsOwner();
    await viewAt('2026-05-01T12:00:00Z', '/old', '192.0.2.1');
    await viewAt('2026-05-02T12:00:00Z', '/', '192.0.2.2');
    await viewAt('2026-05-31T12:00:00Z', '/', '192.0.2.3');
    const stats = await get<ActivityStats>('/api/activity-stats');
    expect(stats).toMatchObject({ range: { from: '2026-05-02', to: '2026-05-31' }, totalViews: 2 });
    expect((await get<ActivityInsights>('/api/activity-insights')).daily).toHaveLength(30);
  });

  it.each([
    ['a range that ends before it starts', '?from=2026-02-02&to=2026-02-01', 'to'],
    ['a day that does not exist', '?from=2026-02-30', 'from'],
    ['a day in another format', '?to=01/02/2026', 'to'],
    ['an unknown comparison', '?compare=year', 'compare'],
  ])('answers 400 naming the field to %s', async (_, query, field) => {
    owner = await t.loginAsOwner();
    for (const path of ['/api/activity-stats', '/api/activity-insights']) {
      const response = await t.inject({ method: 'GET', url: `${path}${query}`, headers: { cookie: owner } });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe(field);
    }
  });
});

describe('countries', () => {
  it('are looked up from the full address, stored as the ISO code only, and counted by visitors and views', async () => {
    owner = await t.loginAsOwner();
    // Addresses from the bundled database's own ranges (Google DNS, Deutsche Telekom, Sakura Internet, NIC.br, Google Ireland).
    await viewAt('2026-06-01T10:00:00Z', '/', '8.8.8.8');
    await viewAt('2026-06-01T10:01:00Z', '/files', '8.8.8.8');
    await viewAt('2026-06-01T10:02:00Z', '/', '8.8.4.4');
    await viewAt('2026-06-01T10:03:00Z', '/', '194.25.0.1');
    await viewAt('2026-06-01T10:04:00Z', '/', '133.242.0.1');
    await viewAt('2026-06-01T10:05:00Z', '/', '200.160.2.3');
    await viewAt('2026-06-01T10:06:00Z', '/', '2a00:1450:4001::1');
    await viewAt('2026-06-01T10:07:00Z', '/', '192.168.1.20');
    const insights = await get<ActivityInsights>('/api/activity-insights');
    expect(insights.countries).toEqual([
      { country: 'US', visitors: 2, views: 3 },
      { country: 'BR', visitors: 1, views: 1 },
      { country: 'DE', visitors: 1, views: 1 },
      { country: 'IE', visitors: 1, views: 1 },
      { country: 'JP', visitors: 1, views: 1 },
    ]);
    const rows = await t.db.selectFrom('activityLogs').select(['ipAddress', 'country']).orderBy('id').execute();
    expect(rows).toEqual([
      { ipAddress: '8.8.8.0', country: 'US' },
      { ipAddress: '8.8.8.0', country: 'US' },
      { ipAddress: '8.8.4.0', country: 'US' },
      { ipAddress: '194.25.0.0', country: 'DE' },
      { ipAddress: '133.242.0.0', country: 'JP' },
      { ipAddress: '200.160.2.0', country: 'BR' },
      { ipAddress: '2a00:1450:4001::', country: 'IE' },
      { ipAddress: '192.168.1.0', country: null },
    ]);
  });
});

describe('goals', () => {
  it('count outbound links by host, downloads by file name and messages, and never as page views', async () => {
    owner = await t.loginAsOwner();
    await viewAt('2026-06-02T10:00:00Z', '/', '192.0.2.1', {
      action: 'outbound',
      metadata: { url: 'https://www.github.com/ada?tab=repos' },
    });
    await viewAt('2026-06-02T10:01:00Z', '/', '192.0.2.2', {
      action: 'outbound',
      metadata: { url: 'https://github.com/ada/engine' },
    });
    await viewAt('2026-06-02T10:02:00Z', '/', '192.0.2.2', {
      action: 'outbound',
      metadata: { url: 'https://linkedin.com/in/ada' },
    });
    await setClock(t, '2026-06-02T10:03:00Z');
    // A download and a message need no page: the beacon's Referer names it.
    for (const payload of [
      { action: 'download', metadata: { path: '/api/resume/Ada%20Lovelace%20CV.pdf' } },
      { action: 'download', metadata: { path: '/api/files/5f0c/download' } },
      { action: 'contact' },
      { action: 'contact' },
    ]) {
      const response = await sendBeacon(t, payload, {
        headers: { 'content-type': 'application/json', referer: 'http://localhost:3000/credentials' },
      });
      expect(response.statusCode).toBe(202);
    }
    const insights = await get<ActivityInsights>('/api/activity-insights');
    expect(insights.events).toEqual([
      { action: 'contact', target: null, count: 2 },
      { action: 'outbound', target: 'github.com', count: 2 },
      { action: 'download', target: 'Ada Lovelace CV.pdf', count: 1 },
      { action: 'download', target: 'download', count: 1 },
      { action: 'outbound', target: 'linkedin.com', count: 1 },
    ]);
    const stats = await get<ActivityStats>('/api/activity-stats');
    expect(stats).toMatchObject({ totalViews: 0, uniqueVisitors: 0, pageViews: [] });
    expect(insights.daily.every((day) => day.views === 0)).toBe(true);
    // Recent Activity lists them, with the page they were sent from.
    const logs = await get<ActivityLog[]>('/api/activity-logs?limit=2');
    expect(logs.map((log) => [log.action, log.page])).toEqual([
      ['contact', '/credentials'],
      ['contact', '/credentials'],
    ]);
  });

  it('still need a page for a page view', async () => {
    const response = await sendBeacon(t, { action: 'view' }, { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('page');
  });
});

describe('sources', () => {
  it('count the visitors each campaign brought, once per visitor and day', async () => {
    owner = await t.loginAsOwner();
    const newsletter = { metadata: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch' } };
    await viewAt('2026-06-03T10:00:00Z', '/', '192.0.2.1', newsletter);
    await viewAt('2026-06-03T10:05:00Z', '/', '192.0.2.1', newsletter);
    await viewAt('2026-06-03T10:06:00Z', '/files', '192.0.2.1');
    await viewAt('2026-06-03T11:00:00Z', '/', '192.0.2.2', newsletter);
    await viewAt('2026-06-03T12:00:00Z', '/', '192.0.2.3', { metadata: { utm_source: 'mastodon' } });
    await viewAt('2026-06-04T12:00:00Z', '/', '192.0.2.1', newsletter);
    const insights = await get<ActivityInsights>('/api/activity-insights');
    expect(insights.sources).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'launch', visitors: 3 },
      { source: 'mastodon', medium: null, campaign: null, visitors: 1 },
    ]);
  });
});

describe('real time', () => {
  it('counts the visitors of the last five minutes on the page each was last on', async () => {
    owner = await t.loginAsOwner();
    await viewAt('2026-06-05T09:50:00Z', '/', '192.0.2.9');
    await viewAt('2026-06-05T09:57:00Z', '/', '192.0.2.1');
    await viewAt('2026-06-05T09:58:00Z', '/files', '192.0.2.1');
    await viewAt('2026-06-05T09:59:00Z', '/files', '192.0.2.2');
    await viewAt('2026-06-05T09:59:30Z', '/contact', '192.0.2.3');
    await setClock(t, '2026-06-05T10:00:00Z');
    expect(await get<ActivityRealtime>('/api/activity-realtime')).toEqual({
      visitors: 3,
      pages: [
        { page: '/files', visitors: 2 },
        { page: '/contact', visitors: 1 },
      ],
    });
    await setClock(t, '2026-06-05T10:04:15Z');
    expect(await get<ActivityRealtime>('/api/activity-realtime')).toEqual({
      visitors: 1,
      pages: [{ page: '/contact', visitors: 1 }],
    });
    expect((await t.inject({ method: 'GET', url: '/api/activity-realtime' })).statusCode).toBe(401);
  });
});

describe("the owner's own views", () => {
  it('are left out of every figure and list unless asked for', async () => {
    owner = await t.loginAsOwner();
    await viewAt('2026-06-06T10:00:00Z', '/', '8.8.8.8', { metadata: { utm_source: 'newsletter' } });
    await viewAt('2026-06-06T10:01:00Z', '/admin', '194.25.0.1', { metadata: { utm_source: 'bookmark' } }, owner);
    await viewAt(
      '2026-06-06T10:02:00Z',
      '/admin',
      '194.25.0.1',
      { action: 'outbound', metadata: { url: 'https://example.org/' } },
      owner,
    );

    const stats = await get<ActivityStats>('/api/activity-stats');
    expect(stats).toMatchObject({ totalViews: 1, uniqueVisitors: 1, pageViews: [{ page: '/', count: 1 }] });
    const insights = await get<ActivityInsights>('/api/activity-insights');
    expect(insights).toMatchObject({
      countries: [{ country: 'US', visitors: 1, views: 1 }],
      events: [],
      sources: [{ source: 'newsletter', visitors: 1 }],
    });
    expect(insights.devices).toEqual([{ device: 'desktop', count: 1 }]);
    expect(await get<ActivityRealtime>('/api/activity-realtime')).toEqual({
      visitors: 1,
      pages: [{ page: '/', visitors: 1 }],
    });
    expect((await get<ActivityLog[]>('/api/activity-logs')).map((log) => log.page)).toEqual(['/']);

    const all = await get<ActivityInsights>('/api/activity-insights?includeOwner=true');
    expect(all.countries).toEqual([
      { country: 'DE', visitors: 1, views: 1 },
      { country: 'US', visitors: 1, views: 1 },
    ]);
    expect(all.events).toEqual([{ action: 'outbound', target: 'example.org', count: 1 }]);
    expect((await get<ActivityStats>('/api/activity-stats?includeOwner=true')).totalViews).toBe(2);
    expect((await get<ActivityRealtime>('/api/activity-realtime?includeOwner=true')).visitors).toBe(2);
    expect(await get<ActivityLog[]>('/api/activity-logs?includeOwner=true')).toHaveLength(3);
  });
});
