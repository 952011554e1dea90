import { sql, type Transaction } from 'kysely';
import type { AnalyticsDimension, Database, Db } from '@folio/db';
import { isCounted, isGoal, type PageView } from './page-view';

type Trx = Transaction<Database>;

/** One counter row of analytics_daily_breakdowns, as a batch adds to it. */
type BreakdownRow = {
  dimension: AnalyticsDimension;
  day: string;
  isOwner: boolean;
  key: string;
  views: number;
  visitors: number;
};

/** Sorts by a text key, so concurrent writers lock rows in one order. */
const byId = <T>(entries: Map<string, T>): T[] =>
  [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);

/**
 * Writes a batch of views in one transaction: the raw log rows, the day's visitor hashes, and every counter
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
    const goals = views.filter(isGoal);
    if (counted.length === 0 && goals.length === 0) return;
    const newVisitors = counted.length > 0 ? await upsertVisitorHashes(trx, counted) : new Set<PageView>();
    const newSourceVisitors = await insertSourceVisitors(trx, counted);
    if (counted.length > 0) await upsertDailyTotals(trx, counted, newVisitors);
    await upsertBreakdowns(trx, breakdownRows(counted, goals, newVisitors, newSourceVisitors));
  });
}

/**
 * One statement with one array per column (`unnest`): a batch of 500 views is 10 parameters instead of 5,000,
 * which keeps both query building here and parsing in PostgreSQL cheap.
 */
async function insertRawRows(trx: Trx, views: PageView[]): Promise<void> {
  const column = <T>(pick: (view: PageView) => T): T[] => views.map(pick);
  await sql`
    insert into activity_logs (user_id, page, action, metadata, ip_address, user_agent, referrer_host, device_type, country, created_at)
    select * from unnest(
      ${column((view) => view.userId)}::uuid[], ${column((view) => view.page)}::text[], ${column((view) => view.action)}::text[],
      ${column((view) => view.metadata)}::jsonb[], ${column((view) => view.ipAddress)}::text[], ${column((view) => view.userAgent)}::text[],
      ${column((view) => view.referrerHost)}::text[], ${column((view) => view.deviceType)}::text[], ${column((view) => view.country)}::text[],
      ${column((view) => view.createdAt.toISOString())}::timestamptz[])`.execute(trx);
}

const visitorId = (view: PageView) =>
  `${view.day}\u0001${view.isOwner ? '1' : '0'}\u0001${view.visitorHash.toString('hex')}`;

/**
 * Records the batch's visitors of the day with when and where each was last seen (real time), and answers
 * the views that brought a visitor new to the day: each such view counts one visitor for the day and its country.
 */
async function upsertVisitorHashes(trx: Trx, views: PageView[]): Promise<Set<PageView>> {
  const firstView = new Map<string, PageView>();
  const lastView = new Map<string, PageView>();
  for (const view of views) {
    const id = visitorId(view);
    if (!firstView.has(id)) firstView.set(id, view);
    lastView.set(id, view);
  }
  const latest = byId(lastView);
  const inserted = await sql<{ day: string; isOwner: boolean; visitorHash: Buffer; inserted: boolean }>`
    insert into analytics_daily_visitors (day, is_owner, visitor_hash, last_seen_at, last_page)
    select * from unnest(${latest.map((view) => view.day)}::date[], ${latest.map((view) => view.isOwner)}::boolean[],
      ${latest.map((view) => view.visitorHash)}::bytea[], ${latest.map((view) => view.createdAt.toISOString())}::timestamptz[],
      ${latest.map((view) => view.page)}::text[])
    on conflict (day, is_owner, visitor_hash) do update
      set last_seen_at = greatest(analytics_daily_visitors.last_seen_at, excluded.last_seen_at), last_page = excluded.last_page
    returning to_char(day, 'YYYY-MM-DD') as day, is_owner, visitor_hash, (xmax = 0) as inserted`.execute(trx);
  const fresh = new Set<PageView>();
  for (const row of inserted.rows) {
    if (!row.inserted) continue;
    const view = firstView.get(`${row.day}\u0001${row.isOwner ? '1' : '0'}\u0001${row.visitorHash.toString('hex')}`);
    if (view) fresh.add(view);
  }
  return fresh;
}

/** Views that bring a visitor to a campaign for the first time that day: they count the campaign's visitors. */
async function insertSourceVisitors(trx: Trx, views: PageView[]): Promise<Set<PageView>> {
  const landings = new Map<string, PageView>();
  for (const view of views) {
    if (view.sourceKey === null) continue;
    const id = `${visitorId(view)}\u0001${view.sourceKey}`;
    if (!landings.has(id)) landings.set(id, view);
  }
  if (landings.size === 0) return new Set();
  const entries = byId(new Map([...landings.entries()].map(([id, view]) => [id, { id, view }])));
  const inserted = await sql<{ day: string; isOwner: boolean; visitorHash: Buffer; sourceKey: string }>`
    insert into analytics_daily_source_visitors (day, is_owner, visitor_hash, source_key)
    select * from unnest(${entries.map(({ view }) => view.day)}::date[], ${entries.map(({ view }) => view.isOwner)}::boolean[],
      ${entries.map(({ view }) => view.visitorHash)}::bytea[], ${entries.map(({ view }) => view.sourceKey)}::text[])
    on conflict do nothing
    returning to_char(day, 'YYYY-MM-DD') as day, is_owner, visitor_hash, source_key`.execute(trx);
  const written = new Set(
    inserted.rows.map(
      (row) =>
        `${row.day}\u0001${row.isOwner ? '1' : '0'}\u0001${row.visitorHash.toString('hex')}\u0001${row.sourceKey}`,
    ),
  );
  return new Set(entries.filter(({ id }) => written.has(id)).map(({ view }) => view));
}

async function upsertDailyTotals(trx: Trx, views: PageView[], newVisitors: Set<PageView>): Promise<void> {
  const totals = new Map<string, { day: string; isOwner: boolean; views: number; visitors: number }>();
  for (const view of views) {
    const id = `${view.day}\u0001${view.isOwner ? '1' : '0'}`;
    const row = totals.get(id) ?? { day: view.day, isOwner: view.isOwner, views: 0, visitors: 0 };
    row.views += 1;
    if (newVisitors.has(view)) row.visitors += 1;
    totals.set(id, row);
  }
  await trx
    .insertInto('analyticsDailyTotals')
    .values(byId(totals))
    .onConflict((oc) =>
      oc.columns(['day', 'isOwner']).doUpdateSet({
        views: sql`analytics_daily_totals.views + excluded.views`,
        visitors: sql`analytics_daily_totals.visitors + excluded.visitors`,
      }),
    )
    .execute();
}

/** Every breakdown a batch adds to: pages, referrers, devices, countries and campaigns of views; goals. */
function breakdownRows(
  views: PageView[],
  goals: PageView[],
  newVisitors: Set<PageView>,
  newSourceVisitors: Set<PageView>,
): BreakdownRow[] {
  const rows = new Map<string, BreakdownRow>();
  const add = (dimension: AnalyticsDimension, view: PageView, key: string | null, isNewVisitor: boolean) => {
    if (key === null) return;
    const id = `${dimension}\u0001${view.day}\u0001${view.isOwner ? '1' : '0'}\u0001${key}`;
    const row = rows.get(id) ?? { dimension, day: view.day, isOwner: view.isOwner, key, views: 0, visitors: 0 };
    row.views += 1;
    if (isNewVisitor) row.visitors += 1;
    rows.set(id, row);
  };
  for (const view of views) {
    // Pages, referrers and devices are ranked by views; only countries and campaigns show visitors.
    add('page', view, view.page, false);
    add('referrer', view, view.referrerHost, false);
    add('device', view, view.deviceType, false);
    // A visitor's address, and so their country, is one for the day: the view that made them new counts them.
    add('country', view, view.country, newVisitors.has(view));
    add('source', view, view.sourceKey, newSourceVisitors.has(view));
  }
  for (const goal of goals) add(goal.action as AnalyticsDimension, goal, goal.eventTarget, false);
  return byId(rows);
}

async function upsertBreakdowns(trx: Trx, rows: BreakdownRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into analytics_daily_breakdowns (dimension, day, is_owner, key, views, visitors)
    select * from unnest(${rows.map((row) => row.dimension)}::text[], ${rows.map((row) => row.day)}::date[],
      ${rows.map((row) => row.isOwner)}::boolean[], ${rows.map((row) => row.key)}::text[],
      ${rows.map((row) => row.views)}::bigint[], ${rows.map((row) => row.visitors)}::bigint[])
    on conflict (dimension, day, is_owner, key) do update
      set views = analytics_daily_breakdowns.views + excluded.views, visitors = analytics_daily_breakdowns.visitors + excluded.visitors`.execute(
    trx,
  );
}
