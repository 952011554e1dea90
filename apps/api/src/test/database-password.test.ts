import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, startEmbeddedPostgres, type EmbeddedDatabase } from '@folio/db';
import { ConfigError, loadConfig } from '../env';

/**
 * a database password with any character works. docker-compose.yml hands the app DATABASE_URL
 * without a password and the password itself in PGPASSWORD (`pnpm check:compose` checks that it does); a
 * DATABASE_URL written by hand takes it URL-encoded. Checked against a PostgreSQL that checks passwords: an
 * embedded one of this test's own (the PostgreSQL service developers run may trust every local login).
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = `p@ss:/#%?&= w'rd$1\\"`;
const ROLE = 'folio_compose';

let dir: string;
let embedded: EmbeddedDatabase;
/** The server's address as compose would write it, without a password. */
let urlWithoutPassword: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'folio-db-password-'));
  embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  const admin = createDb(embedded.adminUrl, { maxConnections: 1 });
  try {
    // CREATE ROLE takes no parameters: the password goes in as a quoted literal.
    await sql`create role ${sql.id(ROLE)} login password ${sql.lit(PASSWORD)}`.execute(admin);
    await sql`create database ${sql.id(ROLE)} owner ${sql.id(ROLE)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const server = new URL(embedded.url);
  urlWithoutPassword = `postgres://${ROLE}@${server.host}/${ROLE}`;
}, 120_000);
afterAll(async () => {
  await embedded.stop();
  await rm(dir, { recursive: true, force: true });
});

/** `pnpm start`'s server with only `env`, until it says it runs (then it is stopped) or exits. */
function startServer(env: Record<string, string>): Promise<{ started: boolean; code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        OWNER_PASSWORD: 'an owner password',
        ...env,
      },
    });
    let output = '';
    let started = false;
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (!started && output.includes('Folio is running')) {
        started = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('exit', (code) => resolve({ started, code, output }));
  });
}

async function currentUser(url: string): Promise<string | undefined> {
  const db = createDb(url, { maxConnections: 1 });
  try {
    return (await sql<{ user: string }>`select current_user as user`.execute(db)).rows[0]?.user;
  } finally {
    await db.destroy();
  }
}

describe('a database password full of special characters', () => {
  it(
    'starts the app as compose passes it: DATABASE_URL without the password, the password as it is in PGPASSWORD',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(dir, 'data-'));
      const { started, output } = await startServer({
        DATABASE_URL: urlWithoutPassword,
        PGPASSWORD: PASSWORD,
        DATA_DIR: dataDir,
      });
      expect(output).toContain('Folio is running');
      expect(started).toBe(true);
      // It really worked on that database: the migrations ran there, as that role.
      const check = createDb(embedded.adminUrl.replace(/\/postgres$/, `/${ROLE}`), { maxConnections: 1 });
      try {
        const { rows } = await sql<{
          owner: string;
        }>`select tableowner as owner from pg_tables where tablename = 'owner_password'`.execute(check);
        expect(rows).toEqual([{ owner: ROLE }]);
      } finally {
        await check.destroy();
      }
    },
  );

  it(
    'is refused when wrong, with a start-up message naming DATABASE_URL and PGPASSWORD, and no stack trace or password',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(dir, 'data-'));
      const { started, code, output } = await startServer({
        DATABASE_URL: urlWithoutPassword,
        PGPASSWORD: `${PASSWORD}x`,
        DATA_DIR: dataDir,
      });
      expect(started).toBe(false);
      expect(code).toBe(1);
      expect(output).toContain('refused the login');
      expect(output).toContain('Check DATABASE_URL and PGPASSWORD: user and password');
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain(PASSWORD);
    },
  );

  it('works URL-encoded inside DATABASE_URL', async () => {
    const url = new URL(urlWithoutPassword);
    const encoded = `postgres://${ROLE}:${encodeURIComponent(PASSWORD)}@${url.host}/${ROLE}`;
    expect(loadConfig({ DATABASE_URL: encoded }).DATABASE_URL).toBe(encoded);
    expect(await currentUser(encoded)).toBe(ROLE);
  });

  it('is refused at start, naming DATABASE_URL and what to do, when put in the URL as it is', () => {
    const url = new URL(urlWithoutPassword);
    const raw = `postgres://${ROLE}:${PASSWORD}@${url.host}/${ROLE}`;
    expect(() => loadConfig({ DATABASE_URL: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: raw })).toThrow(
      /DATABASE_URL: is not a valid connection string\. A password in it must be URL-encoded .* or leave the password out of the URL and set PGPASSWORD/,
    );
    // The message does not repeat the password.
    const message = (() => {
      try {
        loadConfig({ DATABASE_URL: raw });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).not.toContain(PASSWORD);
  });
});
