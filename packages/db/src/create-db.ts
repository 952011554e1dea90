import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type CreateDbOptions = {
  /** Pool size; PostgreSQL's default limit of 100 connections is shared by every instance. */
  maxConnections?: number;
};

/** One pool per process; tables and columns are snake_case in SQL and camelCase in TypeScript. */
export function createDb(connectionString: string, options: CreateDbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // A dropped connection must not crash the process; the next query gets a new one.
    idleTimeoutMillis: 30_000,
    // An unreachable database fails a request (503) within seconds instead of leaving it hanging.
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => undefined);
  return new Kysely<Database>({
    // The cursor lets `.stream()` read large tables (backups, CSV exports) a batch at a time.
    dialect: new PostgresDialect({ pool, cursor: Cursor }),
    plugins: [new CamelCasePlugin()],
  });
}
