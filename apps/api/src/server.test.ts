import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@folio/db/testing';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

// Starting a real server process takes seconds on a busy CI machine: these waits are for liveness, not speed.
async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 900; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('server', { timeout: 120_000 }, () => {
  it('stops with a message naming the variable when the configuration is bad', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\n\s+PORT: /);
  });

  it('lets an in-flight request finish on SIGTERM, then exits cleanly', async () => {
    const database = await createTestDatabase(inject('databaseServerUrl'));
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-server-test-'));
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      OWNER_PASSWORD: 'a long enough password',
      LOG_LEVEL: 'info',
    });
    try {
      await waitFor(() => server.output().includes('Folio is running'), 'the server to start');
      const body = JSON.stringify({
        name: 'Grace',
        email: 'grace@example.com',
        message: 'Sent while the server stops.',
      });
      const response = new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/contact',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        // Half the body now, the rest after the server was told to stop.
        request.write(body.slice(0, 10));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => request.end(body.slice(10)), 300);
        }, 300);
      });
      const status = await response.catch((error: unknown) => {
        console.log(server.output());
        throw error;
      });
      expect(status).toBe(201);
      expect(await server.exited).toBe(0);
      const stored = await database.db.selectFrom('contactMessages').select('name').execute();
      expect(stored).toEqual([{ name: 'Grace' }]);
    } finally {
      server.child.kill('SIGKILL');
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe('start-up errors name the cause and the variable, without a stack trace', () => {
    const noStackTrace = /^\s+at /m;

    it('port in use → set PORT', async () => {
      const database = await createTestDatabase(inject('databaseServerUrl'));
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-server-test-'));
      const taken = net.createServer().listen(0, '127.0.0.1');
      await new Promise((resolve) => taken.once('listening', resolve));
      const { port } = taken.address() as net.AddressInfo;
      try {
        const server = startServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          OWNER_PASSWORD: 'a long enough password',
        });
        expect(await server.exited).toBe(1);
        expect(server.output()).toMatch(new RegExp(`Port ${String(port)} is already in use.*Set PORT`));
        expect(server.output()).not.toMatch(noStackTrace);
      } finally {
        taken.close();
        await database.destroy();
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    it('database unreachable → check DATABASE_URL, and no password in the message', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-server-test-'));
      try {
        const server = startServer({
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATABASE_URL: 'postgres://folio:s3cret-pw@127.0.0.1:9/folio',
          DATA_DIR: dataDir,
          OWNER_PASSWORD: 'a long enough password',
        });
        expect(await server.exited).toBe(1);
        expect(server.output()).toMatch(
          /Cannot reach the database at 127\.0\.0\.1:9\/folio \(ECONNREFUSED\)\. Check DATABASE_URL/,
        );
        expect(server.output()).not.toContain('s3cret-pw');
        expect(server.output()).not.toMatch(noStackTrace);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    it.runIf(process.getuid?.() === 0)(
      "as root, DATA_DIR inside a directory closed to PostgreSQL's user → one sentence saying what to do",
      async () => {
        const privateDir = await mkdtemp(path.join(os.tmpdir(), 'folio-private-'));
        await chmod(privateDir, 0o700);
        try {
          const server = startServer({
            PORT: String(await freePort()),
            DATA_DIR: path.join(privateDir, '.data'),
            OWNER_PASSWORD: 'a long enough password',
          });
          expect(await server.exited).toBe(1);
          expect(server.output()).toContain(
            `Folio could not start: Folio runs as root, so embedded PostgreSQL runs as the system user postgres, which cannot enter ${privateDir} (mode 0700): run Folio as an ordinary user`,
          );
          expect(server.output()).not.toMatch(noStackTrace);
        } finally {
          await rm(privateDir, { recursive: true, force: true });
        }
      },
    );

    it('wrong database password → check DATABASE_URL', async () => {
      const url = new URL(inject('databaseServerUrl'));
      url.username = 'no_such_folio_user';
      url.password = 'wrong';
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-server-test-'));
      try {
        const server = startServer({
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          OWNER_PASSWORD: 'a long enough password',
        });
        expect(await server.exited).toBe(1);
        expect(server.output()).toMatch(/Folio could not start: .*Check DATABASE_URL/);
        expect(server.output()).not.toMatch(noStackTrace);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
});
