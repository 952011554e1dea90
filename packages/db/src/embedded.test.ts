import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresAccessError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

/** embedded PostgreSQL is not open to other local users with a well-known login. */
let dir: string;
let embedded: EmbeddedDatabase | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'folio-embedded-test-'));
});
afterAll(async () => {
  await embedded?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.toString();
}

const passwordFile = () => path.join(dir, 'secrets', 'postgres-password');

describe('embedded PostgreSQL', () => {
  // Root's PostgreSQL runs as the system user postgres, which a 0700 directory (root's home) keeps out.
  it.runIf(process.getuid?.() === 0)(
    "as root, stops with what to do when DATA_DIR is inside a directory closed to PostgreSQL's user",
    async () => {
      const privateDir = await mkdtemp(path.join(os.tmpdir(), 'folio-private-'));
      await chmod(privateDir, 0o700);
      try {
        const dataDir = path.join(privateDir, 'site', '.data');
        await mkdir(dataDir, { recursive: true });
        const start = startEmbeddedPostgres(path.join(dataDir, 'postgres'));
        await expect(start).rejects.toBeInstanceOf(EmbeddedPostgresAccessError);
        await expect(start).rejects.toThrow(
          `Folio runs as root, so embedded PostgreSQL runs as the system user postgres, which cannot enter ${privateDir} (mode 0700): run Folio as an ordinary user, keep the checkout and DATA_DIR where postgres can reach them, let it pass (setfacl -m u:postgres:x ${privateDir}), or set DATABASE_URL.`,
        );
        // Nothing was started or initialised on the way.
        await expect(stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).rejects.toThrow();
      } finally {
        await rm(privateDir, { recursive: true, force: true });
      }
    },
  );

  it('generates a password into DATA_DIR/secrets at first start, and listens on 127.0.0.1 only', async () => {
    embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    const password = (await readFile(passwordFile(), 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect((await stat(passwordFile())).mode & 0o777).toBe(0o600);
    expect(new URL(embedded.url).password).toBe(password);
    expect(new URL(embedded.url).hostname).toBe('127.0.0.1');
    expect((await query(embedded.url, 'show listen_addresses')).rows[0]).toEqual({ listen_addresses: '127.0.0.1' });
    await expect(query(withPassword(embedded.url, 'folio'), 'select 1')).rejects.toMatchObject({ code: '28P01' });
  });

  it('moves a data directory from the old folio/folio login to a generated password, keeping its data', async () => {
    if (!embedded) throw new Error('the first test starts it');
    // What a data directory of an earlier version looks like: the fixed password, no password file.
    await query(embedded.url, "create table kept (note text); insert into kept values ('still here')");
    await query(embedded.url, "alter role folio password 'folio'");
    await embedded.stop();
    embedded = undefined;
    await rm(passwordFile());

    embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    const password = (await readFile(passwordFile(), 'utf8')).trim();
    expect(password).not.toBe('folio');
    expect((await query(embedded.url, 'select note from kept')).rows).toEqual([{ note: 'still here' }]);
    await expect(query(withPassword(embedded.url, 'folio'), 'select 1')).rejects.toMatchObject({ code: '28P01' });

    // And the start after that simply uses it.
    await embedded.stop();
    embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    expect((await query(embedded.url, 'select note from kept')).rows).toEqual([{ note: 'still here' }]);
  });

  it('stops at once when PostgreSQL was already stopped by the signal that stops Folio (Ctrl-C reaches the whole group)', async () => {
    if (!embedded) throw new Error('the first test starts it');
    const pid = Number((await readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isAlive(pid)).toBe(false);
    const started = Date.now();
    await embedded.stop();
    embedded = undefined;
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('leaves the exit code to the process that started it (a failed test run must not exit 0)', async () => {
    // A process that starts and stops embedded PostgreSQL and then ends with code 3, as vitest ends a failed run.
    const script = path.join(dir, 'exit-code.mts');
    await writeFile(
      script,
      `import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve(import.meta.dirname, 'embedded.ts'))};
const database = await startEmbeddedPostgres(${JSON.stringify(path.join(dir, 'postgres'))});
await database.stop();
process.exitCode = 3;
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(3);
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
