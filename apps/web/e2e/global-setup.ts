import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import { E2E_ENV, OWNER_PASSWORD } from './e2e-env';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const API_DIR = path.join(REPO_ROOT, 'apps/api');
const SERVER_START_TIMEOUT_MS = 60_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API server exited during start:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API server did not become ready in time:\n${output()}`);
}

/**
 * Starts what the browser tests talk to: a fresh database (on DATABASE_URL's server, or an embedded
 * PostgreSQL), and the real API server (`apps/api/src/server.ts`) on a free port with a temporary DATA_DIR,
 * serving the built `apps/web/dist`. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `pnpm --filter @folio/web build` before the browser tests.');
  }
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'folio-e2e-'));
  let embedded: EmbeddedDatabase | null = null;
  const serverUrl =
    process.env.DATABASE_URL ?? (embedded = await startEmbeddedPostgres(path.join(tempDir, 'postgres'))).adminUrl;
  const database = await createTestDatabase(serverUrl);
  // The server runs its own pool; this one only created and migrated the database.

  const port = await freePort();
  // Nothing listens here until a test starts its SMTP server: until then mail waits in the outbox, as it would
  // while a real mail server is down.
  const smtpPort = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  let log = '';
  // The server's own output, kept for reading after a failed run.
  const logFile = createWriteStream(path.join(REPO_ROOT, 'apps/web/test-results-api-server.log'));
  const server = spawn(path.join(API_DIR, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      DATA_DIR: path.join(tempDir, 'data'),
      OWNER_PASSWORD,
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For, so per-address rate limits never leak between tests.
      TRUST_PROXY: '1',
      // Each test empties the database behind the server's back: a visitors' read shared from the previous test
      // would show its data (the API's own tests cover the sharing).
      PUBLIC_READ_CACHE_MS: '0',
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      MAIL_FROM: 'Folio <folio@example.com>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    if (log.length < 100_000) log += chunk.toString();
    logFile.write(chunk);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await waitUntilReady(baseUrl, server, () => log);

  process.env[E2E_ENV.baseUrl] = baseUrl;
  process.env[E2E_ENV.databaseUrl] = database.url;
  process.env[E2E_ENV.smtpPort] = String(smtpPort);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    logFile.end();
    await database.destroy();
    await embedded?.stop();
    await rm(tempDir, { recursive: true, force: true });
  };
}
