import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type Db } from './create-db';
import { migrateToLatest } from './migrate';

export type TestDatabase = {
  db: Db;
  url: string;
  /** Empties every table, so each test starts from nothing. */
  truncate: () => Promise<void>;
  /** Closes the pool and drops the database. */
  destroy: () => Promise<void>;
};

/** PostgreSQL's SQLSTATE for a deadlock it broke by cancelling one of the transactions. */
const DEADLOCK_DETECTED = '40P01';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database of its own for one test file, created on the server that `serverUrl` points at
 * (the PostgreSQL service through DATABASE_URL, or the embedded one the test setup started).
 * Test files and parallel runs never see each other's rows.
 */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `folio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const db = createDb(url, { maxConnections: 5 });
  await migrateToLatest(db);
  const tables = (
    await sql<{
      tablename: string;
    }>`select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(db)
  ).rows.map((row) => `"${row.tablename}"`);

  return {
    db,
    url,
    truncate: async () => {
      // A write the app still has under way from the previous test (an activity flush, a session touch) locks
      // tables in its own order, so truncating them all at once can meet it in a deadlock; PostgreSQL then
      // cancels one side and the truncate is simply tried again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await sql.raw(`truncate ${tables.join(', ')} restart identity cascade`).execute(db);
          return;
        } catch (error) {
          const deadlock = (error as { code?: unknown }).code === DEADLOCK_DETECTED;
          if (!deadlock || attempt === 5) throw error;
        }
      }
    },
    destroy: async () => {
      await db.destroy();
      const cleaner = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
