import { sql, type SelectQueryBuilder } from 'kysely';
import {
  ACTIVITY_CHART_DAYS,
  PAGE_VIEWS_LIMIT,
  TOP_REFERRERS_LIMIT,
  deviceTypeSchema,
  type ActivityInsights,
  type ActivityLog,
  type ActivityStats,
} from '@folio/contracts';
import type { Database, Db } from '@folio/db';
import { addDays } from '../../analytics/utc-day';

/** Whose views count: everyone's, or the visitors' only (the owner switch on the Analytics page). */
export type Audience = { includeOwner: boolean };

/** sum() of bigint is numeric, which pg answers as a string. */
const total = (column: string) => sql<string>`coalesce(sum(${sql.ref(column)}), 0)`;

function forAudience<T extends keyof Database, O>(
  query: SelectQueryBuilder<Database, T, O>,
  { includeOwner }: Audience,
): SelectQueryBuilder<Database, T, O> {
  // Every aggregate table has an is_owner column; the cast tells Kysely so.
  return includeOwner ? query : query.where(sql.ref('is_owner'), '=', false);
}

/** SPEC's Activity stats, from the aggregates alone: a few hundred rows at most, whatever the size of the log. */
export async function readActivityStats(db: Db, audience: Audience): Promise<ActivityStats> {
  const [totals, pages] = await Promise.all([
    forAudience(db.selectFrom('analyticsDailyTotals').select([total('views').as('views'), total('visitors').as('visitors')]), audience).executeTakeFirstOrThrow(),
    forAudience(db.selectFrom('analyticsPageTotals').select(['page', total('views').as('count')]), audience)
      .groupBy('page')
      .orderBy('count', 'desc')
      .orderBy('page')
      .limit(PAGE_VIEWS_LIMIT)
      .execute(),
  ]);
  return {
    totalViews: Number(totals.views),
    uniqueVisitors: Number(totals.visitors),
    pageViews: pages.map((row) => ({ page: row.page, count: Number(row.count) })),
  };
}

/** The chart (the last 30 UTC days up to `today`), the top external referrers and the device split. */
export async function readActivityInsights(db: Db, audience: Audience & { today: string }): Promise<ActivityInsights> {
  const firstDay = addDays(audience.today, 1 - ACTIVITY_CHART_DAYS);
  const [days, referrers, devices] = await Promise.all([
    forAudience(
      db
        .selectFrom('analyticsDailyTotals')
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'), total('views').as('views'), total('visitors').as('visitors')])
        .where('day', '>=', sql<Date>`${firstDay}::date`)
        .where('day', '<=', sql<Date>`${audience.today}::date`),
      audience,
    )
      .groupBy('day')
      .execute(),
    forAudience(db.selectFrom('analyticsReferrerTotals').select(['host', total('views').as('count')]), audience)
      .groupBy('host')
      .orderBy('count', 'desc')
      .orderBy('host')
      .limit(TOP_REFERRERS_LIMIT)
      .execute(),
    forAudience(db.selectFrom('analyticsDeviceTotals').select(['deviceType', total('views').as('count')]), audience)
      .groupBy('deviceType')
      .orderBy('count', 'desc')
      .execute(),
  ]);
  const byDate = new Map(days.map((row) => [row.date, row]));
  return {
    daily: Array.from({ length: ACTIVITY_CHART_DAYS }, (_, index) => {
      const date = addDays(firstDay, index);
      const row = byDate.get(date);
      return { date, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
    }),
    referrers: referrers.map((row) => ({ host: row.host, count: Number(row.count) })),
    devices: devices.flatMap((row) => {
      const device = deviceTypeSchema.safeParse(row.deviceType);
      return device.success ? [{ device: device.data, count: Number(row.count) }] : [];
    }),
  };
}

/** Newest first. Ordered by created_at so the scan walks its index backwards and stops at `limit`. */
export async function listActivityLogs(db: Db, limit: number): Promise<ActivityLog[]> {
  const rows = await db
    .selectFrom('activityLogs')
    .select(['id', 'userId', 'page', 'action', 'metadata', 'ipAddress', 'userAgent', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, metadata: row.metadata ?? null, createdAt: row.createdAt.toISOString() }));
}

/** The columns of the page-view CSV, as stored (addresses already truncated at ingestion). */
export const ACTIVITY_CSV_COLUMNS = ['id', 'createdAt', 'page', 'action', 'referrerHost', 'deviceType', 'ipAddress', 'userAgent', 'userId', 'metadata'] as const;

/**
 * The log from `from` (inclusive) to `to` (exclusive), oldest first, through a cursor: an export of millions of
 * views holds one batch in memory at a time.
 */
export function streamActivityLogs(db: Db, range: { from: Date | null; to: Date | null }) {
  let query = db.selectFrom('activityLogs').select([...ACTIVITY_CSV_COLUMNS]);
  if (range.from) query = query.where('createdAt', '>=', range.from);
  if (range.to) query = query.where('createdAt', '<', range.to);
  return query.orderBy('createdAt').orderBy('id').stream(1000);
}
