/**
 * `pnpm bench:web`: the public pages' figures in one table. Builds the web app, runs the real server on a database of
 * its own (folio_bench_web, dropped at the end) with real content (a profile with a photo, 6 projects, 20 files),
 * then measures Home's first load (JS and CSS: raw, gzip, brotli), Lighthouse's scores of /, /files, /contact, a post and a project page
 * (mobile, default settings; the median of LIGHTHOUSE_RUNS runs, 3 unless set; 0 skips them and the byte
 * figures drawn from them), the bytes of Home's load by type and the images a phone fetched for it, and the
 * public GETs' throughput (the rendered pages and the JSON reads, at 16 and 32 connections) beside bare Fastify
 * answering the same bytes, with the pages' revalidation (304s) on top.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase } from './lib/database';
import { startServer } from './lib/server';
import { bytesByType, measureFirstLoad, phoneImages, type Bytes } from './web/first-load';
import { runLighthouse, type LighthouseResult } from './web/lighthouse';
import { seedSite } from './web/seed-site';
import { compareThroughput } from './web/throughput';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BARE_PORT = PORT + 1;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGES = ['/', '/files', '/contact', '/writing/balancing-the-books-in-sql', '/projects/ledger'];
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PUBLIC_GETS = ['/api/projects', '/api/profile', '/api/files'];
const RENDERED_PAGES = ['/', '/files'];
const CONNECTIONS = [16, 32];

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bytes = (b: Bytes) => `${kb(b.raw)} / ${kb(b.gzip)} / ${kb(b.brotli)}`;
const cpus = os.cpus();
const machine = `${String(cpus.length)} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;

log('building the web app ...');
await promisify(execFile)('pnpm', ['--filter', '@folio/web', 'build'], { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 });
const loadAtStart = os.loadavg()[0] ?? 0;
const database = await createBenchDatabase('folio_bench_web');
const server = await startServer(database.url, PORT);
try {
  log('seeding a profile with a photo, 6 projects, a post and 20 files ...');
  await seedSite(server);
  // Lighthouse's scores vary from run to run on a shared machine (its own advice: take the median of several).
  const runs: Record<string, LighthouseResult[]> = Object.fromEntries(PAGES.map((page) => [page, []]));
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const page of PAGES) {
      log(`Lighthouse ${page} (run ${String(round)} of ${String(LIGHTHOUSE_RUNS)}) ...`);
      runs[page]?.push(await runLighthouse(`${server.origin}${page}`));
    }
  }
  const lighthouse = (LIGHTHOUSE_RUNS > 0 ? PAGES : []).map((page): [string, LighthouseResult, number[]] => {
    const results = [...(runs[page] ?? [])].sort((a, b) => a.scores.performance - b.scores.performance);
    const median = results[Math.floor(results.length / 2)];
    if (!median) throw new Error(`${page} was not measured`);
    return [page, median, results.map((r) => r.scores.performance)];
  });
  const home = lighthouse[0]?.[1];
  const firstLoad = home ? await measureFirstLoad(server.origin, home.requests) : null;
  log('throughput against bare Fastify ...');
  const throughput = await compareThroughput(
    server.origin,
    { json: PUBLIC_GETS, html: RENDERED_PAGES, compressed: ['/api/projects'], connections: CONNECTIONS },
    BARE_PORT,
  );

  const rows: [string, string, string][] = [
    ...(firstLoad && home
      ? ([
          [
            `Home first load, JS (${String(firstLoad.files.js)} files): raw / gzip / brotli`,
            bytes(firstLoad.js),
            '≤ 80 KB brotli',
          ],
          [
            `Home first load, CSS (${String(firstLoad.files.css)} files): raw / gzip / brotli`,
            bytes(firstLoad.css),
            '≤ 30 KB gzip',
          ],
          ['Home load on a phone, as transferred, by type', bytesByType(home.requests), ''],
          [
            "Home load on a phone, images (as Lighthouse's phone fetched them)",
            phoneImages(home.requests),
            '≤ 2× drawn width',
          ],
        ] satisfies [string, string, string][])
      : []),
    ...lighthouse.map(([page, r, performances]): [string, string, string] => [
      `Lighthouse ${page}: performance / accessibility / best practices / SEO`,
      `${String(r.scores.performance)} / ${String(r.scores.accessibility)} / ${String(r.scores['best-practices'])} / ${String(r.scores.seo)} (performance in ${String(performances.length)} runs: ${performances.join(', ')}; FCP ${(r.fcpMs / 1000).toFixed(1)} s, LCP ${(r.lcpMs / 1000).toFixed(1)} s, TBT ${String(Math.round(r.tbtMs))} ms)`,
      '≥ 95 / 100 / 100 / 100',
    ]),
    ...throughput.routes.map(({ path, connections, compressed, folio, bare, ratio }): [string, string, string] => [
      `GET ${path}${RENDERED_PAGES.includes(path) ? ' (rendered page)' : ''}${compressed ? ' (br asked for; bare plain)' : ''}, ${String(connections)} connections: req/s Folio vs bare (p99 ms)`,
      `${folio.requestsPerSecond.toFixed(0)} vs ${bare.requestsPerSecond.toFixed(0)} = ${ratio.toFixed(2)}× (p99 ${String(folio.p99)} vs ${String(bare.p99)})${folio.failed ? `, ${String(folio.failed)} failed` : ''}`,
      '≥ 0.5×',
    ]),
    ...throughput.revalidations.map(({ path, folio, share }): [string, string, string] => [
      `GET ${path} with its ETag in If-None-Match: 304s, req/s`,
      `${(share * 100).toFixed(1)}% 304 (${String(folio.notModified)} of ${String(folio.notModified + folio.ok + folio.failed)}), ${folio.requestsPerSecond.toFixed(0)} req/s (p99 ${String(folio.p99)})`,
      '100% 304',
    ]),
  ];
  const width = [
    Math.max(...rows.map((r) => r[0].length)),
    Math.max(...rows.map((r) => r[1].length)),
    Math.max(...rows.map((r) => r[2].length)),
  ];
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(width[i] ?? 0)).join(' | ')} |`;
  console.log(`\nMachine: ${machine}; load average ${loadAtStart.toFixed(1)} at start\n`);
  console.log(line(['measure', 'result', 'target']));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nThroughput: autocannon (in this process), ${CONNECTIONS.join(' and ')} connections, 3 alternating rounds of ${String(process.env.BENCH_ROUND_SECONDS ?? 8)} s per server, route and connection count, no cookie and no compression asked for (but where the row says br); bare Fastify sends the same bytes (the JSON serialised per request, the page's HTML as a string). Revalidation: one such round at 16 connections.`,
  );
  log('done');
} finally {
  await server.stop();
  await database.drop();
}
