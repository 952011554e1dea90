import { sql, type SelectQueryBuilder } from 'kysely';
import {
  ACTIVITY_EVENT_ACTIONS,
  PAGE_VIEWS_LIMIT,
  REALTIME_PAGES_LIMIT,
  REALTIME_WINDOW_MINUTES,
  TOP_COUNTRIES_LIMIT,
  TOP_EVENTS_LIMIT,
  TOP_REFERRERS_LIMIT,
  TOP_SOURCES_LIMIT,
  activityEventActionSchema,
  deviceTypeSchema,
  type ActivityInsights,
  type ActivityLog,
  type ActivityRealtime,
  type ActivityStats,
  type DayRange,
} from '@folio/contracts';
import type { AnalyticsDimension, Database, Db } from '@folio/db';
import { addDays } from './utc-day';
import { daysIn } from './date-range';

/** Whose views count: everyone's, or the visitors' only (the owner switch on the Analytics page). */
export type Audience = { includeOwner: boolean };
type Query = Audience & { range: DayRange };

/** sum() of bigint is numeric, which pg answers as a string. */
const total = (column: string) => sql<string>`coalesce(sum(${sql.ref(column)}), 0)`;

function forAudience<T extends keyof Database, O>(
  query: SelectQueryBuilder<Database, T, O>,
  { includeOwner }: Audience,
): SelectQueryBuilder<Database, T, O> {
  // Every aggregate table has an is_owner column; the cast tells Kysely so.
  return includeOwner ? query : query.where(sql.ref('is_owner'), '=', false);
}

/** The days of the range, on a table keyed by day. */
function inRange<T extends keyof Database, O>(
  query: SelectQueryBuilder<Database, T, O>,
  { range }: Query,
): SelectQueryBuilder<Database, T, O> {
  return query
    .where(sql.ref('day'), '>=', sql<Date>`${range.from}::date`)
    .where(sql.ref('day'), '<=', sql<Date>`${range.to}::date`);
}

/** One breakdown's keys over the range, with their views and visitors added up over the days. */
function breakdown(db: Db, dimensions: readonly AnalyticsDimension[], query: Query) {
  return forAudience(
    inRange(
      db
        .selectFrom('analyticsDailyBreakdowns')
        .select(['dimension', 'key', total('views').as('views'), total('visitors').as('visitors')])
        .where('dimension', 'in', dimensions),
      query,
    ),
    query,
  ).groupBy(['dimension', 'key']);
}

/** SPEC's Activity stats over a range of days, from the daily counters alone: a few thousand rows at most. */
export async function readActivityStats(db: Db, query: Query): Promise<Omit<ActivityStats, 'previous'>> {
  const [totals, pages] = await Promise.all([
    forAudience(
      inRange(
        db.selectFrom('analyticsDailyTotals').select([total('views').as('views'), total('visitors').as('visitors')]),
        query,
      ),
      query,
    ).executeTakeFirstOrThrow(),
    breakdown(db, ['page'], query).orderBy('views', 'desc').orderBy('key').limit(PAGE_VIEWS_LIMIT).execute(),
  ]);
  return {
    range: query.range,
    totalViews: Number(totals.views),
    uniqueVisitors: Number(totals.visitors),
    pageViews: pages.map((row) => ({ page: row.key, count: Number(row.views) })),
  };
}

/** Decodes a campaign key written by the ingestion (JSON of [source, medium, campaign]). */
function campaignOf(key: string): { source: string | null; medium: string | null; campaign: string | null } {
  try {
    const [source = null, medium = null, campaign = null] = JSON.parse(key) as (string | null)[];
    return { source, medium, campaign };
  } catch {
    return { source: key, medium: null, campaign: null };
  }
}

/** The chart (one entry per day of the range), referrers, devices, countries, goals and campaigns. */
export async function readActivityInsights(db: Db, query: Query): Promise<Omit<ActivityInsights, 'previous'>> {
  const { range } = query;
  const [days, referrers, devices, countries, events, sources] = await Promise.all([
    forAudience(
      inRange(
        db
          .selectFrom('analyticsDailyTotals')
          .select([
            sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'),
            total('views').as('views'),
            total('visitors').as('visitors'),
          ]),
        query,
      ),
      query,
    )
      .groupBy('day')
      .execute(),
    breakdown(db, ['referrer'], query).orderBy('views', 'desc').orderBy('key').limit(TOP_REFERRERS_LIMIT).execute(),
    breakdown(db, ['device'], query).orderBy('views', 'desc').execute(),
    breakdown(db, ['country'], query)
      .orderBy('visitors', 'desc')
      .orderBy('views', 'desc')
      .orderBy('key')
      .limit(TOP_COUNTRIES_LIMIT)
      .execute(),
    breakdown(db, ACTIVITY_EVENT_ACTIONS, query)
      .orderBy('views', 'desc')
      .orderBy('dimension')
      .orderBy('key')
      .limit(TOP_EVENTS_LIMIT)
      .execute(),
    breakdown(db, ['source'], query)
      .orderBy('visitors', 'desc')
      .orderBy('views', 'desc')
      .orderBy('key')
      .limit(TOP_SOURCES_LIMIT)
      .execute(),
  ]);
  const byDate = new Map(days.map((row) => [row.date, row]));
  return {
    range,
    daily: Array.from({ length: daysIn(range) }, (_, index) => {
      const date = addDays(range.from, index);
      const row = byDate.get(date);
      return { date, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
    }),
    referrers: referrers.map((row) => ({ host: row.key, count: Number(row.views) })),
    devices: devices.flatMap((row) => {
      const device = deviceTypeSchema.safeParse(row.key);
      return device.success ? [{ device: device.data, count: Number(row.views) }] : [];
    }),
    countries: countries.map((row) => ({ country: row.key, visitors: Number(row.visitors), views: Number(row.views) })),
    events: events.flatMap((row) => {
      const action = activityEventActionSchema.safeParse(row.dimension);
      return action.success
        ? [{ action: action.data, target: row.key === '' ? null : row.key, count: Number(row.views) }]
        : [];
    }),
    sources: sources.map((row) => ({ ...campaignOf(row.key), visitors: Number(row.visitors) })),
  };
}

/**
 * Who was here in the last five minutes (`now` is the ingestion's clock): the day's visitor hashes carry when
 * each visitor was last seen and on which page. Today's and yesterday's hashes are all there are.
 */
export async function readRealtime(db: Db, audience: Audience & { now: Date }): Promise<ActivityRealtime> {
  const since = new Date(audience.now.getTime() - REALTIME_WINDOW_MINUTES * 60_000);
  const recent = () => forAudience(db.selectFrom('analyticsDailyVisitors').where('lastSeenAt', '>', since), audience);
  const [visitors, pages] = await Promise.all([
    recent()
      .select(sql<string>`count(*)`.as('visitors'))
      .executeTakeFirstOrThrow(),
    recent()
      .select(['lastPage', sql<string>`count(*)`.as('visitors')])
      .groupBy('lastPage')
      .orderBy('visitors', 'desc')
      .orderBy('lastPage')
      .limit(REALTIME_PAGES_LIMIT)
      .execute(),
  ]);
  return {
    visitors: Number(visitors.visitors),
    pages: pages.map((row) => ({ page: row.lastPage, visitors: Number(row.visitors) })),
  };
}

/** Newest first. Ordered by created_at so the scan walks its index backwards and stops at `limit`. */
export async function listActivityLogs(
  db: Db,
  { limit, includeOwner }: Audience & { limit: number },
): Promise<ActivityLog[]> {
  let query = db.selectFrom('activityLogs');
  // Anything the owner did while signed in carries their user id.
  if (!includeOwner) query = query.where('userId', 'is', null);
  const rows = await query
    .select(['id', 'userId', 'page', 'action', 'metadata', 'ipAddress', 'userAgent', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, metadata: row.metadata ?? null, createdAt: row.createdAt.toISOString() }));
}

/** The columns of the page-view CSV, as stored (addresses already truncated at ingestion). */
export const ACTIVITY_CSV_COLUMNS = [
  'id',
  'createdAt',
  'page',
  'action',
  'referrerHost',
  'deviceType',
  'ipAddress',
  'userAgent',
  'userId',
  'metadata',
] as const;

/**
 * The log from `from` (inclusive) to `to` (exclusive), the owner's own views only when asked for, oldest first, through a cursor: an export of millions of
 * views holds one batch in memory at a time.
 */
export function streamActivityLogs(
  db: Db,
  { from, to, includeOwner }: Audience & { from: Date | null; to: Date | null },
) {
  let query = db.selectFrom('activityLogs').select([...ACTIVITY_CSV_COLUMNS]);
  // As in Recent Activity: anything the owner did while signed in carries their user id.
  if (!includeOwner) query = query.where('userId', 'is', null);
  if (from) query = query.where('createdAt', '>=', from);
  if (to) query = query.where('createdAt', '<', to);
  return query.orderBy('createdAt').orderBy('id').stream(1000);
}
