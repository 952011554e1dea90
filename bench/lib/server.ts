import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));
const OWNER_PASSWORD = 'bench-owner-password';

export type RunningServer = { origin: string; cookie: string; stop: () => Promise<void> };

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start within a minute');
}

/**
 * The real API (apps/api/src/server.ts) in a process of its own on 127.0.0.1, signed in as the owner.
 * TRUST_PROXY lets the load generator speak for many visitors through X-Forwarded-For, as a reverse proxy
 * would; otherwise every view would come from 127.0.0.1 and meet the per-address limit.
 */
export async function startServer(databaseUrl: string, port: number): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-bench-'));
  const origin = `http://127.0.0.1:${String(port)}`;
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const child = spawn(process.execPath, ['--import', tsx, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      OWNER_PASSWORD,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(origin, child);

  const login = await fetch(`${origin}/api/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password: OWNER_PASSWORD }),
    redirect: 'manual',
  });
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('folio.sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`Owner sign-in failed with ${String(login.status)}`);

  return {
    origin,
    cookie,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
