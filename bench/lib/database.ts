import { sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '@folio/db';

/** The server the benchmark works on: DATABASE_URL, or the local PostgreSQL service. */
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(statement: string): Promise<void> {
  const db = createDb(withDatabase(SERVER_URL, 'postgres'), { maxConnections: 1, statementTimeoutMs: 0 });
  try {
    await sql.raw(statement).execute(db);
  } finally {
    await db.destroy();
  }
}

export type BenchDatabase = { url: string; db: Db; drop: () => Promise<void> };

/** A dedicated, migrated database that is dropped afterwards (and first, if a killed run left it behind). */
export async function createBenchDatabase(name: string): Promise<BenchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = withDatabase(SERVER_URL, name);
  // Seeding millions of rows, rebuilding indexes and recounting the aggregates each take far longer than the
  // server's 5 s statement timeout, which is meant for requests, not for bulk work like this.
  const db = createDb(url, { maxConnections: 4, statementTimeoutMs: 0, applicationName: 'folio-bench' });
  await migrateToLatest(db);
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
