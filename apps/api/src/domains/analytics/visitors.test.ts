import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
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

async function saltDays(): Promise<string[]> {
  const rows = await sql<{
    day: string;
  }>`select to_char(day, 'YYYY-MM-DD') as day from analytics_salts order by day`.execute(t.db);
  return rows.rows.map((row) => row.day);
}

describe('unique visitors (distinct per day, summed)', () => {
  it("counts two browsers behind one address as two visitors, and one browser's views as one", async () => {
    await setClock(t, '2026-04-01T09:00:00Z');
    await recordView(t, { page: '/' }, { userAgent: BROWSERS.chromeDesktop });
    await recordView(t, { page: '/files' }, { userAgent: BROWSERS.chromeDesktop });
    await recordView(t, { page: '/' }, { userAgent: BROWSERS.firefoxDesktop });
    owner = await t.loginAsOwner();
    expect(await readStats(t, owner)).toMatchObject({ totalViews: 3, uniqueVisitors: 2 });
  });

  it('tells apart addresses in the same /24, although only the /24 is stored', async () => {
    await setClock(t, '2026-04-02T09:00:00Z');
    await recordView(t, { page: '/' }, { address: '192.0.2.10' });
    await recordView(t, { page: '/' }, { address: '192.0.2.11' });
    owner = await t.loginAsOwner();
    expect(await readStats(t, owner)).toMatchObject({ totalViews: 2, uniqueVisitors: 2 });
  });

  it('counts the same browser once per day: on two days it is two', async () => {
    await setClock(t, '2026-04-03T23:59:00Z');
    await recordView(t, { page: '/' });
    await recordView(t, { page: '/contact' });
    await setClock(t, '2026-04-04T00:01:00Z');
    await recordView(t, { page: '/' });
    await setClock(t, '2026-04-04T18:00:00Z');
    await recordView(t, { page: '/files' });
    owner = await t.loginAsOwner();
    expect(await readStats(t, owner)).toMatchObject({ totalViews: 4, uniqueVisitors: 2 });
    // A new salt each day: the same browser cannot be followed from one day to the next.
    const hashes = await t.db.selectFrom('analyticsDailyVisitors').select('visitorHash').execute();
    expect(new Set(hashes.map((row) => row.visitorHash.toString('hex'))).size).toBe(2);
  });

  it('deletes a salt, and the visitor hashes made with it, 48 hours after its day began', async () => {
    await setClock(t, '2026-05-10T12:00:00Z');
    await recordView(t, { page: '/' });
    await setClock(t, '2026-05-11T12:00:00Z');
    await recordView(t, { page: '/' });
    // Both views' visitor hashes are in the database before the sweep is asked to delete some of them.
    await t.app.analytics.flush();
    await t.app.analytics.tick();
    expect(await saltDays()).toEqual(['2026-05-10', '2026-05-11']);

    await setClock(t, '2026-05-11T23:59:59Z');
    await t.app.analytics.tick();
    expect(await saltDays()).toEqual(['2026-05-10', '2026-05-11']);

    await setClock(t, '2026-05-12T00:00:00Z');
    await t.app.analytics.tick();
    expect(await saltDays()).toEqual(['2026-05-11']);
    const hashDays = await sql<{
      day: string;
    }>`select distinct to_char(day, 'YYYY-MM-DD') as day from analytics_daily_visitors`.execute(t.db);
    expect(hashDays.rows).toEqual([{ day: '2026-05-11' }]);
    // The counts made from the deleted hashes stay.
    owner = await t.loginAsOwner();
    expect(await readStats(t, owner)).toMatchObject({ totalViews: 2, uniqueVisitors: 2 });
  });

  it('sets no cookie for visitors', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/activity',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSERS.chromeDesktop },
      payload: { page: '/' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
