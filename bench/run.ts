/**
 * `pnpm bench`: the analytics benchmark of the analytics issue. Seeds 1 million and then 10 million page
 * views into a dedicated database (folio_bench, dropped at the end), runs the real API on 127.0.0.1, and
 * prints read latencies beside a naive raw-log scan, then ingestion throughput beside an empty route.
 */
import { sql } from 'kysely';
import { benchIngestion } from './analytics/ingest-bench';
import { benchReads, logsQueryPlan, type ReadResults } from './analytics/read-bench';
import { seedPageViews } from './analytics/seed';
import { createBenchDatabase } from './lib/database';
import { ms } from './lib/measure';
import { startServer } from './lib/server';

/** BENCH_SIZES=100000,200000 for a quick try; the figures are for 1 and 10 million. */
const SIZES = (process.env.BENCH_SIZES ?? '1000000,10000000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
/** The naive scan takes about a minute at 10 million rows here; two runs show its order of magnitude. Insights include countries, goals and sources. */
const NAIVE_RUNS: Record<number, number> = { 1_000_000: 5, 10_000_000: 2 };

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

// BENCH_DATABASE: another name when several people bench against one PostgreSQL server at once.
const database = await createBenchDatabase(process.env.BENCH_DATABASE ?? 'folio_bench');
const server = await startServer(database.url, PORT);
try {
  const owner = await database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const reads: [number, ReadResults][] = [];
  let seeded = 0;
  for (const size of SIZES) {
    log(`seeding ${size.toLocaleString('en')} page views ...`);
    await seedPageViews(database.db, { from: seeded, to: size, ownerId: owner.id });
    seeded = size;
    log('measuring reads ...');
    reads.push([size, await benchReads(server.origin, server.cookie, database.db, NAIVE_RUNS[size] ?? 3)]);
  }
  const plan = await logsQueryPlan(database.db);
  log('measuring ingestion ...');
  const ingestion = await benchIngestion(server.origin, database.db);
  const rows = (await sql<{ n: string }>`select count(*) as n from activity_logs`.execute(database.db)).rows[0]?.n;

  console.log('\nReads (ms, over HTTP as the owner; the naive scan straight on PostgreSQL)\n');
  console.log('| page views | endpoint / query                                   | runs | p50     | p95     |');
  console.log('|-----------:|----------------------------------------------------|-----:|--------:|--------:|');
  for (const [size, r] of reads) {
    const label = size.toLocaleString('en');
    const row = (name: string, l: { p50: number; p95: number; runs: number }) =>
      console.log(
        `| ${label.padStart(10)} | ${name.padEnd(50)} | ${String(l.runs).padStart(4)} | ${ms(l.p50).padStart(7)} | ${ms(l.p95).padStart(7)} |`,
      );
    row('GET /api/activity-stats (30 days)', r.stats);
    row('GET /api/activity-stats (12 months, compared)', r.statsYear);
    row('GET /api/activity-logs', r.logs);
    row('GET /api/activity-insights (30 days)', r.insights);
    row('GET /api/activity-insights (12 months, compared)', r.insightsYear);
    row('GET /api/activity-realtime', r.realtime);
    row('naive raw-log scan (stats, all time)', r.naive);
    console.log(
      `| ${''.padStart(10)} | stats p95 is ${(r.naive.p95 / r.stats.p95).toFixed(0)}x faster than the naive scan`.padEnd(
        87,
      ) + '|',
    );
  }
  console.log(`\nPlan of the log query at ${seeded.toLocaleString('en')} rows:\n${plan}\n`);
  console.log('Ingestion (autocannon, 16 connections, two alternating rounds of 10 s per route, same server)\n');
  console.log('| route                 | requests/s | p99 ms | 2xx     | failed |');
  console.log('|-----------------------|-----------:|-------:|--------:|-------:|');
  for (const [name, result] of [
    ['GET /healthz (empty)', ingestion.empty],
    ['POST /api/activity', ingestion.beacon],
  ] as const) {
    console.log(
      `| ${name.padEnd(21)} | ${result.requestsPerSecond.toFixed(0).padStart(10)} | ${String(result.p99).padStart(6)} | ${String(result.ok).padStart(7)} | ${String(result.failed).padStart(6)} |`,
    );
  }
  console.log(
    `\nBeacon rate = ${(ingestion.beacon.requestsPerSecond / ingestion.empty.requestsPerSecond).toFixed(2)} x the empty route; ` +
      `${ingestion.written.toLocaleString('en')} views written for ${ingestion.beacon.ok.toLocaleString('en')} answers counted ` +
      `(a round's last answers, in flight when it ends, are written but not counted); log now ${Number(rows).toLocaleString('en')} rows.`,
  );
  log('done');
} finally {
  await server.stop();
  await database.drop();
}
