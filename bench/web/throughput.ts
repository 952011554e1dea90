import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { combine, load, type LoadResult } from '../lib/load';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

export type RouteThroughput = { path: string; folio: LoadResult; bare: LoadResult; ratio: number };

/** Rounds per route and server, alternating Folio and bare Fastify so a slow moment of the machine hits both. */
const ROUNDS = 3;
const ROUND_SECONDS = 8;

/** Bare Fastify in a process of its own, answering each path with the JSON given. */
async function startBareServer(bodies: Record<string, unknown>, port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
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

/**
 * Requests per second and p99 of Folio's public GETs beside bare Fastify answering the very same JSON, as a
 * visitor without a session asks for them (no cookie, no compression asked for, like the bare route).
 */
export async function compareThroughput(folioOrigin: string, paths: string[], barePort: number): Promise<RouteThroughput[]> {
  const bodies: Record<string, unknown> = {};
  for (const path of paths) bodies[path] = await (await fetch(`${folioOrigin}${path}`)).json();
  const bare = await startBareServer(bodies, barePort);
  try {
    const results: RouteThroughput[] = [];
    for (const path of paths) {
      await load({ url: `${folioOrigin}${path}`, duration: 2 });
      await load({ url: `${bare.origin}${path}`, duration: 2 });
      const folioRounds: LoadResult[] = [];
      const bareRounds: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        bareRounds.push(await load({ url: `${bare.origin}${path}`, duration: ROUND_SECONDS }));
        folioRounds.push(await load({ url: `${folioOrigin}${path}`, duration: ROUND_SECONDS }));
      }
      const folio = combine(folioRounds);
      const bareResult = combine(bareRounds);
      results.push({ path, folio, bare: bareResult, ratio: folio.requestsPerSecond / bareResult.requestsPerSecond });
    }
    return results;
  } finally {
    await bare.stop();
  }
}
