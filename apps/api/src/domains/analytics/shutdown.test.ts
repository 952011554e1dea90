import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { sendBeacon } from './test-beacons';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('writes every buffered view when the app shuts down gracefully', async () => {
  for (let i = 0; i < 25; i += 1) {
    const response = await sendBeacon(
      t,
      { page: `/p${String(i)}` },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(202);
  }
  await t.app.close();
  const rows = await t.db.selectFrom('activityLogs').select('page').execute();
  expect(rows).toHaveLength(25);
  const totals = await t.db.selectFrom('analyticsDailyTotals').select('views').execute();
  expect(totals.map((row) => Number(row.views))).toEqual([25]);
});
