import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { combine, load, type LoadResult } from '../lib/load';
import type { BareBody } from './bare-server';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

export type RouteThroughput = {
  path: string;
  connections: number;
  compressed: boolean;
  folio: LoadResult;
  bare: LoadResult;
  ratio: number;
};
export type Revalidation = { path: string; folio: LoadResult; share: number };

/** Rounds per route and server, alternating Folio and bare Fastify so a slow moment of the machine hits both. */
const ROUNDS = 3;
/** 8 s unless BENCH_ROUND_SECONDS says otherwise (a quick look while working). */
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 8);

type BareServer = { origin: string; stop: () => Promise<void> };

/** Bare Fastify in a process of its own, answering each path with the bytes given. */
async function startBareServer(bodies: Record<string, BareBody>, port: number): Promise<BareServer> {
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const child = spawn(process.execPath, ['--import', tsx, BARE_SERVER], {
    env: { ...process.env, BARE_PORT: String(port) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(bodies));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${String(code)}`)));
  });
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type ThroughputPlan = {
  /** Public reads answered as JSON, and server-rendered pages answered as HTML. */
  json: string[];
  html: string[];
  /** Reads asked for again as a browser asks (Accept-Encoding: gzip, deflate, br); bare Fastify answers them plain. */
  compressed: string[];
  connections: number[];
};

/**
 * Requests per second and p99 of Folio's public GETs (JSON reads and rendered pages) beside bare Fastify
 * answering the very same bytes, as a visitor without a session asks for them (no cookie, no compression asked
 * for, like the bare route), at each number of connections; then how the pages revalidate: the share of 304s
 * and their rate when the browser sends the page's ETag back.
 */
export async function compareThroughput(
  folioOrigin: string,
  plan: ThroughputPlan,
  barePort: number,
): Promise<{ routes: RouteThroughput[]; revalidations: Revalidation[] }> {
  const bodies: Record<string, BareBody> = {};
  for (const path of plan.json) bodies[path] = { json: await (await fetch(`${folioOrigin}${path}`)).json() };
  for (const path of plan.html) bodies[path] = { html: await (await fetch(`${folioOrigin}${path}`)).text() };
  const bare = await startBareServer(bodies, barePort);
  try {
    const routes: RouteThroughput[] = [];
    const cases = [
      ...[...plan.html, ...plan.json].map((path) => ({ path, compressed: false })),
      ...plan.compressed.map((path) => ({ path, compressed: true })),
    ];
    for (const { path, compressed } of cases) {
      const headers: Record<string, string> = compressed ? { 'accept-encoding': 'gzip, deflate, br' } : {};
      for (const connections of plan.connections) {
        await load({ url: `${folioOrigin}${path}`, duration: 2, connections, headers });
        await load({ url: `${bare.origin}${path}`, duration: 2, connections, headers });
        const folioRounds: LoadResult[] = [];
        const bareRounds: LoadResult[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          bareRounds.push(await load({ url: `${bare.origin}${path}`, duration: ROUND_SECONDS, connections, headers }));
          folioRounds.push(await load({ url: `${folioOrigin}${path}`, duration: ROUND_SECONDS, connections, headers }));
        }
        const folio = combine(folioRounds);
        const bareResult = combine(bareRounds);
        routes.push({
          path,
          connections,
          compressed,
          folio,
          bare: bareResult,
          ratio: folio.requestsPerSecond / bareResult.requestsPerSecond,
        });
      }
    }
    const revalidations: Revalidation[] = [];
    for (const path of plan.html) {
      const etag = (await fetch(`${folioOrigin}${path}`)).headers.get('etag');
      const folio = await load({
        url: `${folioOrigin}${path}`,
        duration: ROUND_SECONDS,
        headers: etag ? { 'if-none-match': etag } : {},
      });
      const answered = folio.ok + folio.notModified + folio.failed;
      revalidations.push({ path, folio, share: answered ? folio.notModified / answered : 0 });
    }
    return { routes, revalidations };
  } finally {
    await bare.stop();
  }
}
