import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '@folio/db';
import { isCounted, type PageView } from './page-view';

type Trx = Transaction<Database>;

/** Adds up `views` by a key; the entries come out sorted by key, so concurrent writers lock rows in one order. */
function countBy<K>(views: PageView[], keyOf: (view: PageView) => K | null, encode: (key: K) => string): [K, number][] {
  const counts = new Map<string, [K, number]>();
  for (const view of views) {
    const key = keyOf(view);
    if (key === null) continue;
    const id = encode(key);
    const entry = counts.get(id);
    if (entry) entry[1] += 1;
    else counts.set(id, [key, 1]);
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
}

const byOwner = <T extends string>(value: T, isOwner: boolean): string => `${isOwner ? '1' : '0'}\u0001${value}`;

/**
 * Writes a batch of views in one transaction: the raw log rows, the day's visitor hashes, and every aggregate
 * the Analytics page reads. Counters are added to (`views = views + excluded.views`), so batches from several
 * instances add up.
 */
export async function writeViews(db: Db, views: PageView[]): Promise<void> {
  if (views.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // Analytics can lose the last instant of views in a database crash, like the buffer in an app crash;
    // not waiting for the WAL flush at commit keeps writes cheap under load.
    await sql`set local synchronous_commit = off`.execute(trx);
    await insertRawRows(trx, views);
    const counted = views.filter(isCounted);
    if (counted.length === 0) return;
    const newVisitors = await insertVisitorHashes(trx, counted);
    await upsertDailyTotals(trx, counted, newVisitors);
    await upsertKeyedTotals(trx, counted);
  });
}

/**
 * One statement with one array per column (`unnest`): a batch of 500 views is 9 parameters instead of 4,500,
 * which keeps both query building here and parsing in PostgreSQL cheap.
 */
async function insertRawRows(trx: Trx, views: PageView[]): Promise<void> {
  const column = <T>(pick: (view: PageView) => T): T[] => views.map(pick);
  await sql`
    insert into activity_logs (user_id, page, action, metadata, ip_address, user_agent, referrer_host, device_type, created_at)
    select * from unnest(
      ${column((view) => view.userId)}::uuid[], ${column((view) => view.page)}::text[], ${column((view) => view.action)}::text[],
      ${column((view) => view.metadata)}::jsonb[], ${column((view) => view.ipAddress)}::text[], ${column((view) => view.userAgent)}::text[],
      ${column((view) => view.referrerHost)}::text[], ${column((view) => view.deviceType)}::text[],
      ${column((view) => view.createdAt.toISOString())}::timestamptz[])`.execute(trx);
}

/** Inserts the batch's visitor hashes and answers how many were new, per day and owner flag. */
async function insertVisitorHashes(trx: Trx, views: PageView[]): Promise<Map<string, number>> {
  const unique = countBy(
    views,
    (view) => ({ day: view.day, isOwner: view.isOwner, hash: view.visitorHash }),
    (key) => `${key.day}${byOwner(key.hash.toString('hex'), key.isOwner)}`,
  ).map(([key]) => key);
  const inserted = await sql<{ day: string; isOwner: boolean }>`
    insert into analytics_daily_visitors (day, is_owner, visitor_hash)
    select * from unnest(${unique.map((key) => key.day)}::date[], ${unique.map((key) => key.isOwner)}::boolean[], ${unique.map((key) => key.hash)}::bytea[])
    on conflict do nothing
    returning to_char(day, 'YYYY-MM-DD') as day, is_owner`.execute(trx);
  const newVisitors = new Map<string, number>();
  for (const row of inserted.rows) {
    const key = `${row.day}${byOwner('', row.isOwner)}`;
    newVisitors.set(key, (newVisitors.get(key) ?? 0) + 1);
  }
  return newVisitors;
}

async function upsertDailyTotals(trx: Trx, views: PageView[], newVisitors: Map<string, number>): Promise<void> {
  const rows = countBy(
    views,
    (view) => ({ day: view.day, isOwner: view.isOwner }),
    (key) => `${key.day}${byOwner('', key.isOwner)}`,
  ).map(([key, count]) => ({
    day: key.day,
    isOwner: key.isOwner,
    views: count,
    visitors: newVisitors.get(`${key.day}${byOwner('', key.isOwner)}`) ?? 0,
  }));
  await trx
    .insertInto('analyticsDailyTotals')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['day', 'isOwner']).doUpdateSet({
        views: sql`analytics_daily_totals.views + excluded.views`,
        visitors: sql`analytics_daily_totals.visitors + excluded.visitors`,
      }),
    )
    .execute();
}

/** Pages, referrer hosts and device types: all-time counters, so the stats never add up days. */
async function upsertKeyedTotals(trx: Trx, views: PageView[]): Promise<void> {
  const keyed = (keyOf: (view: PageView) => string | null) =>
    countBy(
      views,
      (view) => {
        const key = keyOf(view);
        return key === null ? null : { key, isOwner: view.isOwner };
      },
      (entry) => byOwner(entry.key, entry.isOwner),
    );

  const pages = keyed((view) => view.page);
  await trx
    .insertInto('analyticsPageTotals')
    .values(pages.map(([{ key, isOwner }, count]) => ({ page: key, isOwner, views: count })))
    .onConflict((oc) => oc.columns(['page', 'isOwner']).doUpdateSet({ views: sql`analytics_page_totals.views + excluded.views` }))
    .execute();

  const referrers = keyed((view) => view.referrerHost);
  if (referrers.length > 0) {
    await trx
      .insertInto('analyticsReferrerTotals')
      .values(referrers.map(([{ key, isOwner }, count]) => ({ host: key, isOwner, views: count })))
      .onConflict((oc) => oc.columns(['host', 'isOwner']).doUpdateSet({ views: sql`analytics_referrer_totals.views + excluded.views` }))
      .execute();
  }

  const devices = keyed((view) => view.deviceType);
  await trx
    .insertInto('analyticsDeviceTotals')
    .values(devices.map(([{ key, isOwner }, count]) => ({ deviceType: key, isOwner, views: count })))
    .onConflict((oc) =>
      oc.columns(['deviceType', 'isOwner']).doUpdateSet({ views: sql`analytics_device_totals.views + excluded.views` }),
    )
    .execute();
}
