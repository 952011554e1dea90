import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../env';

/** Issue 8 §5 and §9: one owner password in the database for every instance, changed with `pnpm owner:password`. */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
async function instance(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; output: string }> {
  const instanceDir = await mkdtemp(path.join(dataDir, 'instance-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: instanceDir, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...env });
  let output = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string) => {
    output += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    const app = await buildApp({ config, db: database.db, ownsDb: false, logger: false, webDistDir: path.join(instanceDir, 'no-web') });
    await app.ready();
    return { app, output };
  } finally {
    process.stdout.write = write;
  }
}

async function signIn(app: FastifyInstance, password: string): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/login/password', remoteAddress: '192.0.2.9', payload: { password } });
  return response.statusCode;
}

function ownerPasswordCli(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/owner-password.ts', ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, output }));
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
    const cookie = (await first.inject({ method: 'POST', url: '/api/login/password', remoteAddress: '192.0.2.10', payload: { password: generated } })).cookies[0];
    const { code, output } = await ownerPasswordCli([], 'a brand new password\n');
    expect(output).toContain('The owner password is changed');
    expect(code).toBe(0);
    expect(await signIn(first, 'a brand new password')).toBe(303);
    expect(await signIn(second, 'a brand new password')).toBe(303);
    expect(await signIn(second, generated)).toBe(401);
    const stillSignedIn = await first.inject({ method: 'GET', url: '/api/auth/user', cookies: { [cookie?.name ?? '']: cookie?.value ?? '' } });
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
