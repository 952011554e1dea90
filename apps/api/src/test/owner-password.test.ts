import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, migrateToLatest, startEmbeddedPostgres, type Db, type EmbeddedDatabase } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../env';

/** one owner password in the database for every instance, changed with `pnpm owner:password`. */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(apiDir, '../..');

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-owner-password-'));
});
afterAll(async () => {
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

/** An instance with no sign-in method configured, as a new user runs it; its own DATA_DIR. */
async function instance(
  env: Record<string, string> = {},
  db: Db = database.db,
  instanceDir?: string,
): Promise<{ app: FastifyInstance; output: string }> {
  instanceDir ??= await mkdtemp(path.join(dataDir, 'instance-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: instanceDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  let output = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string) => {
    output += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    const app = await buildApp({
      config,
      db,
      ownsDb: false,
      logger: false,
      webDistDir: path.join(instanceDir, 'no-web'),
    });
    await app.ready();
    return { app, output };
  } finally {
    process.stdout.write = write;
  }
}

async function signIn(app: FastifyInstance, password: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/password',
    remoteAddress: '192.0.2.9',
    payload: { password },
  });
  return response.statusCode;
}

/**
 * Only what the command is given here reaches it (not this process's environment, which may hold another
 * DATABASE_URL): the database it works on is the one these variables name.
 */
function cliEnvironment(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env };
}

function ownerPasswordCli(
  args: string[],
  stdin: string,
  env: Record<string, string> = { DATABASE_URL: database.url, DATA_DIR: dataDir },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/owner-password.ts', ...args], {
      cwd: apiDir,
      env: cliEnvironment(env),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * `pnpm owner:password` in a terminal, as its owner types at it: `script` runs it on a pseudo-terminal, and each
 * answer is typed (ending with Enter) only once its prompt is on the screen. `screen` is everything the terminal
 * showed, echo included.
 */
function ownerPasswordInTerminal(
  env: Record<string, string>,
  answers: { prompt: string; typed: string }[],
): Promise<{ code: number | null; screen: string }> {
  return new Promise((resolve) => {
    const child = spawn('script', ['--quiet', '--return', '--command', 'pnpm owner:password', '/dev/null'], {
      cwd: repoRoot,
      env: cliEnvironment({ TERM: 'dumb', ...env }),
    });
    let screen = '';
    let answered = 0;
    // Where the screen has not been looked at for the next prompt yet: the same question may come twice.
    let unread = 0;
    const onOutput = (chunk: Buffer) => {
      screen += chunk.toString();
      const next = answers[answered];
      const shown = next ? screen.indexOf(next.prompt, unread) : -1;
      if (next && shown !== -1) {
        answered += 1;
        unread = shown + next.prompt.length;
        child.stdin.write(`${next.typed}\r`);
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('exit', (code) => {
      child.stdin.end();
      resolve({ code, screen });
    });
  });
}

describe('the owner password', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let generated: string;
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('is generated once, shown boxed on the first start only, and accepted by every instance', async () => {
    const started = await instance();
    first = started.app;
    generated = /│\s+(\S{16,})\s+│/.exec(started.output)?.[1] ?? '';
    expect(started.output).toContain('┌');
    expect(started.output).toContain('pnpm owner:password');
    expect(generated.length).toBeGreaterThanOrEqual(16);

    // A second instance (another DATA_DIR, same database) generates nothing, and says how to sign in and reset.
    const another = await instance();
    second = another.app;
    expect(another.output).not.toContain(generated);
    expect(another.output).toContain('Forgot it? To set another one at any time: pnpm owner:password');
    expect(await signIn(first, generated)).toBe(303);
    expect(await signIn(second, generated)).toBe(303);
    expect(await signIn(second, 'not the password')).toBe(401);
  });

  it('is changed for every running instance by `pnpm owner:password` from stdin, signing everyone out', async () => {
    const cookie = (
      await first.inject({
        method: 'POST',
        url: '/api/login/password',
        remoteAddress: '192.0.2.10',
        payload: { password: generated },
      })
    ).cookies[0];
    const { code, output } = await ownerPasswordCli([], 'a brand new password\n');
    expect(output).toContain('The owner password is changed');
    expect(code).toBe(0);
    expect(await signIn(first, 'a brand new password')).toBe(303);
    expect(await signIn(second, 'a brand new password')).toBe(303);
    expect(await signIn(second, generated)).toBe(401);
    const stillSignedIn = await first.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { [cookie?.name ?? '']: cookie?.value ?? '' },
    });
    expect(stillSignedIn.statusCode).toBe(401);
  });

  it('is generated and printed by `pnpm owner:password --generate`', async () => {
    const { code, output } = await ownerPasswordCli(['--generate'], '');
    expect(code).toBe(0);
    const printed = /│\s+(\S{16,})\s+│/.exec(output)?.[1] ?? '';
    expect(printed.length).toBeGreaterThanOrEqual(16);
    expect(await signIn(second, printed)).toBe(303);
  });

  it('refuses a password shorter than 8 characters and keeps the current one', async () => {
    const { code, output } = await ownerPasswordCli([], 'short\n');
    expect(code).toBe(1);
    expect(output).toContain('at least 8 characters');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('follows OWNER_PASSWORD when it is set, for every instance', async () => {
    const configured = await instance({ OWNER_PASSWORD: 'the configured one' });
    try {
      expect(configured.output).toBe('');
      expect(await signIn(second, 'the configured one')).toBe(303);
    } finally {
      await configured.app.close();
    }
  });
});

/**
 * Without DATABASE_URL, as a new user runs Folio: the command works on the embedded PostgreSQL in DATA_DIR
 * (started by the command when Folio is not running, joined when it is). The app that accepts the password
 * below runs on that embedded database, started the way the server starts it.
 */
describe('`pnpm owner:password` on the embedded PostgreSQL in DATA_DIR', () => {
  const TERMINAL_PASSWORD = 'typed at the prompt 42';
  let embeddedDir: string;
  let embedded: EmbeddedDatabase | undefined;
  let embeddedDb: Db | undefined;
  let folio: FastifyInstance | undefined;
  beforeAll(async () => {
    embeddedDir = await mkdtemp(path.join(os.tmpdir(), 'folio-owner-password-embedded-'));
  });
  afterAll(async () => {
    await folio?.close();
    await embeddedDb?.destroy();
    await embedded?.stop();
    await rm(embeddedDir, { recursive: true, force: true });
  });

  it(
    'sets it from stdin while Folio is not running, creating the embedded database in DATA_DIR',
    { timeout: 120_000 },
    async () => {
      const { code, output } = await ownerPasswordCli([], 'set before the first start\n', { DATA_DIR: embeddedDir });
      expect(output).toContain('The owner password is changed');
      expect(code).toBe(0);
      expect(existsSync(path.join(embeddedDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(embeddedDir, 'secrets', 'postgres-password'))).toBe(true);
      // It stopped the PostgreSQL it started.
      expect(existsSync(path.join(embeddedDir, 'postgres', 'postmaster.pid'))).toBe(false);

      // Folio starts on that DATA_DIR as server.ts does: the password is there, so none is generated.
      embedded = await startEmbeddedPostgres(path.join(embeddedDir, 'postgres'), {
        secretsDir: path.join(embeddedDir, 'secrets'),
      });
      embeddedDb = createDb(embedded.url);
      await migrateToLatest(embeddedDb);
      const started = await instance({}, embeddedDb, embeddedDir);
      folio = started.app;
      expect(started.output).not.toContain('generated the owner password');
      expect(started.output).toContain('Forgot it?');
      expect(await signIn(folio, 'set before the first start')).toBe(303);
    },
  );

  it(
    'asks for it twice with hidden input while Folio runs, and the running app accepts it at once',
    { timeout: 120_000 },
    async () => {
      if (!folio) throw new Error('the first test starts Folio');
      const { code, screen } = await ownerPasswordInTerminal({ DATA_DIR: embeddedDir }, [
        { prompt: 'New owner password: ', typed: TERMINAL_PASSWORD },
        { prompt: 'The same again: ', typed: TERMINAL_PASSWORD },
      ]);
      expect(screen).toContain('The owner password is changed');
      expect(code).toBe(0);
      // Nothing typed showed on the terminal, not even as stars.
      expect(screen).not.toContain(TERMINAL_PASSWORD);
      expect(screen).not.toContain('*');
      expect(await signIn(folio, TERMINAL_PASSWORD)).toBe(303);
      expect(await signIn(folio, 'set before the first start')).toBe(401);
    },
  );

  it('keeps the password when the two typed at the prompt differ', { timeout: 120_000 }, async () => {
    if (!folio) throw new Error('the first test starts Folio');
    const { code, screen } = await ownerPasswordInTerminal({ DATA_DIR: embeddedDir }, [
      { prompt: 'New owner password: ', typed: 'one new password' },
      { prompt: 'The same again: ', typed: 'another new password' },
    ]);
    expect(code).toBe(1);
    expect(screen).toContain('The two passwords differ; the password is unchanged.');
    expect(screen).not.toContain('new password');
    expect(await signIn(folio, TERMINAL_PASSWORD)).toBe(303);
    expect(await signIn(folio, 'one new password')).toBe(401);
  });

  it('generates and prints one with --generate while Folio runs', { timeout: 120_000 }, async () => {
    if (!folio) throw new Error('the first test starts Folio');
    const { code, output } = await ownerPasswordCli(['--generate'], '', { DATA_DIR: embeddedDir });
    expect(code).toBe(0);
    const printed = /│\s+(\S{16,})\s+│/.exec(output)?.[1] ?? '';
    expect(printed.length).toBeGreaterThanOrEqual(16);
    expect(await signIn(folio, printed)).toBe(303);
    expect(await signIn(folio, TERMINAL_PASSWORD)).toBe(401);
  });
});
