import { sql } from 'kysely';
import type { Db } from '@folio/db';
import { httpGet, measure, type Latencies } from '../lib/measure';

export type ReadResults = {
  stats: Latencies;
  statsYear: Latencies;
  logs: Latencies;
  insights: Latencies;
  insightsYear: Latencies;
  realtime: Latencies;
  naive: Latencies;
};

/** Twelve months up to today, compared with the twelve before: the widest range the Analytics page offers. */
function yearQuery(): string {
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1));
  return `?from=${from.toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}&compare=previous`;
}

/**
 * What a dashboard that reads the raw log does for the same answer (Umami-style): count every view, count
 * distinct visitors, group every view by page. Run straight on PostgreSQL, without HTTP, and its three
 * queries at once: every advantage goes to the naive side.
 */
function naiveStatsScan(db: Db): () => Promise<unknown> {
  return () =>
    Promise.all([
      sql`select count(*) from activity_logs where action = 'view'`.execute(db),
      sql`select count(distinct (date_trunc('day', created_at), ip_address, user_agent)) from activity_logs where action = 'view'`.execute(
        db,
      ),
      sql`select page, count(*) from activity_logs where action = 'view' group by page order by count(*) desc`.execute(
        db,
      ),
    ]);
}

export async function benchReads(origin: string, cookie: string, db: Db, naiveRuns: number): Promise<ReadResults> {
  return {
    stats: await measure(httpGet(`${origin}/api/activity-stats`, cookie), 200),
    statsYear: await measure(httpGet(`${origin}/api/activity-stats${yearQuery()}`, cookie), 200),
    logs: await measure(httpGet(`${origin}/api/activity-logs`, cookie), 200),
    insights: await measure(httpGet(`${origin}/api/activity-insights`, cookie), 200),
    insightsYear: await measure(httpGet(`${origin}/api/activity-insights${yearQuery()}`, cookie), 200),
    realtime: await measure(httpGet(`${origin}/api/activity-realtime`, cookie), 200),
    naive: await measure(naiveStatsScan(db), naiveRuns, 0),
  };
}

/** The plan of the log query at this size: it must walk the created_at index, not sort the table. */
export async function logsQueryPlan(db: Db): Promise<string> {
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain select * from activity_logs order by created_at desc, id desc limit 50`.execute(db);
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}
