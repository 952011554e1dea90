/**
 * `pnpm start` as an operator runs it: the compiled server behind pnpm, in a process group of its own (a terminal's
 * Ctrl-C signals the whole group: pnpm, the server and embedded PostgreSQL alike), on embedded PostgreSQL.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGE_MANAGER_ERRORS = /ERR_PNPM|ELIFECYCLE|Command failed/;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Started = {
  output: () => string;
  processes: () => string[];
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
  kill: () => void;
};

/** `pnpm start` in its own process group; resolves once /readyz answers 200. */
async function pnpmStart(env: Record<string, string>, port: number): Promise<Started> {
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      TURBO_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const group = child.pid ?? 0;
  const started: Started = {
    output: () => output,
    processes: () =>
      execFileSync('ps', ['-o', 'args=', '-g', String(group)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean),
    stop: (signal) => {
      process.kill(-group, signal);
      return exited;
    },
    kill: () => {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
  // The first start may build the API and the web app.
  for (let waited = 0; waited < 180_000; waited += 100) {
    const ready = await fetch(`http://127.0.0.1:${String(port)}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return started;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  started.kill();
  throw new Error(`pnpm start did not get ready:\n${output}`);
}

describe('pnpm start', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'serves on loopback only by default, and Ctrl-C, then SIGTERM on the next start, end it with exit 0 and no package-manager error',
    { timeout: 300_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-start-test-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const port = await freePort();

      const first = await pnpmStart({ DATA_DIR: dataDir }, port);
      cleanups.push(first.kill);
      expect(first.output()).toContain(`Server listening at http://127.0.0.1:${String(port)}`);
      expect(first.output().match(/Server listening at/g)).toHaveLength(1);
      expect(await first.stop('SIGINT')).toBe(0);
      expect(first.output()).toContain('SIGINT received, shutting down');
      expect(first.output()).not.toMatch(PACKAGE_MANAGER_ERRORS);

      // The same DATA_DIR again: the database the first start created, and the running process is plain node.
      const second = await pnpmStart({ DATA_DIR: dataDir }, port);
      cleanups.push(second.kill);
      const commands = second.processes();
      const server = commands.find((command) => command.endsWith(' apps/api/launch.mjs server'));
      expect(server).toMatch(/node apps\/api\/launch\.mjs server$/);
      expect(commands.filter((command) => /tsx|turbo/.test(command))).toEqual([]);
      // It is the Node.js 24 packages/runtime provides, whatever node the machine has.
      const nodeBinary = path.resolve(repoRoot, server?.slice(0, -' apps/api/launch.mjs server'.length) ?? '');
      expect(execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
      expect(await second.stop('SIGTERM')).toBe(0);
      expect(second.output()).toContain('SIGTERM received, shutting down');
      expect(second.output()).not.toMatch(PACKAGE_MANAGER_ERRORS);
    },
  );
});
