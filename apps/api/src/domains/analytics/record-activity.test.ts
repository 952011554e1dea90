import { ACTIVITY_BEACON_MAX_BYTES } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { BEACON_RATE_LIMIT } from './beacon-rate-limit';
import { BOTS, BROWSERS, readStats, recordView, sendBeacon } from './test-beacons';

const t = setUpTestApp();
let owner: string;

async function storedRows() {
  await t.app.analytics.flush();
  return t.db.selectFrom('activityLogs').selectAll().orderBy('id').execute();
}

describe('POST /api/activity (the page-view beacon)', () => {
  it('accepts a JSON beacon with 202 and stores SPEC fields filled in by the server', async () => {
    const response = await sendBeacon(
      t,
      { page: '/files', metadata: { referrer: 'https://news.example.org/item?id=1&q=secret' } },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(202);
    const [row, ...others] = await storedRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      userId: null,
      page: '/files',
      action: 'view',
      metadata: null,
      ipAddress: '203.0.113.0',
      userAgent: BROWSERS.chromeDesktop,
      referrerHost: 'news.example.org',
      deviceType: 'desktop',
    });
  });

  it('truncates IPv4 addresses to /24 and IPv6 addresses to /48 before storing them', async () => {
    await recordView(t, { page: '/' }, { address: '192.0.2.201' });
    await recordView(t, { page: '/' }, { address: '2001:db8:abcd:12:3456:789a:bcde:f012' });
    await recordView(t, { page: '/' }, { address: '::ffff:198.51.100.77' });
    const addresses = (await storedRows()).map((row) => row.ipAddress);
    expect(addresses).toEqual(['192.0.2.0', '2001:db8:abcd::', '198.51.100.0']);
  });

  it('keeps only external referrer hosts, from the metadata or else the Referer header', async () => {
    await recordView(t, { page: '/', metadata: { referrer: 'http://localhost:3000/contact' } });
    await recordView(t, { page: '/', metadata: { referrer: 'https://www.github.com/ada' } });
    await recordView(t, { page: '/' }, { headers: { referer: 'https://search.example.com/?q=ada' } });
    await recordView(t, { page: '/', metadata: { referrer: 'javascript:alert(1)' } });
    const hosts = (await storedRows()).map((row) => row.referrerHost);
    expect(hosts).toEqual([null, 'github.com', 'search.example.com', null]);
  });

  it('stores the page without its query string or fragment, and other metadata as sent', async () => {
    await recordView(t, { page: '/files?token=abc#top', action: 'download', metadata: { file: 'cv.pdf' } });
    const [row] = await storedRows();
    expect(row).toMatchObject({ page: '/files', action: 'download', metadata: { file: 'cv.pdf' } });
  });

  it('records who is signed in, and tells device types apart', async () => {
    owner = await t.loginAsOwner();
    await recordView(t, { page: '/admin' }, { cookie: owner });
    await recordView(t, { page: '/' }, { userAgent: BROWSERS.safariIphone });
    await recordView(t, { page: '/' }, { userAgent: BROWSERS.chromeAndroidTablet });
    const rows = await storedRows();
    expect(rows.map((row) => row.userId !== null)).toEqual([true, false, false]);
    expect(rows.map((row) => row.deviceType)).toEqual(['desktop', 'mobile', 'tablet']);
  });

  it('does not count bots, crawlers, headless browsers or clients without a user agent', async () => {
    for (const userAgent of [...Object.values(BOTS), null]) {
      const response = await sendBeacon(
        t,
        { page: '/' },
        { userAgent, headers: { 'content-type': 'application/json' } },
      );
      expect(response.statusCode).toBe(202);
    }
    expect(await storedRows()).toEqual([]);
    owner = await t.loginAsOwner();
    expect(await readStats(t, owner, '?includeOwner=true')).toMatchObject({
      totalViews: 0,
      uniqueVisitors: 0,
      pageViews: [],
    });
  });

  it.each([
    ['no page', { action: 'view' }, 'page'],
    ['a page that is not a path', { page: 'https://evil.example/' }, 'page'],
    ['an overlong action', { page: '/', action: 'x'.repeat(51) }, 'action'],
    ['nested metadata', { page: '/', metadata: { nested: { deep: true } } }, 'metadata.nested'],
    [
      'too many metadata fields',
      { page: '/', metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${String(i)}`, i])) },
      'metadata',
    ],
  ])('answers 400 naming the field for %s', async (_name, payload, path) => {
    const response = await sendBeacon(t, payload, { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toContain(path);
    expect(await storedRows()).toEqual([]);
  });

  it('answers 400 to an oversized beacon and to malformed JSON', async () => {
    const oversized = await sendBeacon(
      t,
      { page: '/', metadata: { padding: 'x'.repeat(ACTIVITY_BEACON_MAX_BYTES) } },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(oversized.statusCode).toBe(400);
    const malformed = await sendBeacon(t, '{"page": ', { headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a beacon from another site', async () => {
    const response = await sendBeacon(
      t,
      { page: '/' },
      { headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it('records the same way through tRPC, and is listed in the OpenAPI document', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/trpc/analytics.recordActivity',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSERS.firefoxDesktop },
      payload: { page: '/credentials' },
      remoteAddress: '192.0.2.99',
    });
    expect(response.statusCode).toBe(200);
    expect(await storedRows()).toMatchObject([
      { page: '/credentials', ipAddress: '192.0.2.0', userAgent: BROWSERS.firefoxDesktop },
    ]);
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/activity', '/activity-stats', '/activity-logs', '/activity-insights']),
    );
  });

  it('rate limits beacons per address with 429, Retry-After and a message naming the wait', async () => {
    const address = '198.51.100.250';
    for (let i = 0; i < BEACON_RATE_LIMIT.max; i += 1) {
      const response = await sendBeacon(t, { page: '/' }, { address, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(202);
    }
    const limited = await sendBeacon(t, { page: '/' }, { address, headers: { 'content-type': 'application/json' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      message: expect.stringMatching(
        /^Too many page views from this address\. Please try again in \d+ (second|minute)s?\.$/,
      ),
    });
    const other = await sendBeacon(
      t,
      { page: '/' },
      { address: '198.51.100.251', headers: { 'content-type': 'application/json' } },
    );
    expect(other.statusCode).toBe(202);
  });
});
