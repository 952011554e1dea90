import { CamelCasePlugin, Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type CreateDbOptions = {
  /** Pool size; PostgreSQL's default limit of 100 connections is shared by every instance. */
  maxConnections?: number;
  /**
   * How long one statement may run: PostgreSQL cancels it after this, and the client gives up a little later
   * when the server does not answer at all (a stalled or unreachable database). 0 = no limit (migrations).
   */
  statementTimeoutMs?: number;
  /** Shown in pg_stat_activity, so an operator can tell Folio's connections apart. */
  applicationName?: string;
  /** Called for a connection PostgreSQL dropped (restart, failover, pg_terminate_backend): the pool replaces it. */
  onConnectionError?: (error: Error) => void;
};

/** A request waits at most this long for a connection (a full pool, or a database that does not answer). */
export const CONNECT_TIMEOUT_MS = 5_000;
export const STATEMENT_TIMEOUT_MS = 5_000;
/** The client-side limit: later than PostgreSQL's own, which leaves the connection usable. */
const CLIENT_GRACE_MS = 1_000;

/**
 * The pool as Kysely sees it, with one change: a connection whose query timed out on the client side is
 * discarded on release rather than handed to the next request, since its query may still be stuck on it.
 */
function discardingTimedOutClients(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      const runQuery = async (sql: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(sql, parameters as unknown[]);
        } catch (error) {
          if (error instanceof Error && error.message === 'Query read timeout') broken = error;
          throw error;
        }
      };
      // A cursor (streams) is handed to pg as it is; it reads with the statement timeout of the connection.
      const query = ((sqlOrCursor: string | Cursor, parameters: readonly unknown[]) =>
        typeof sqlOrCursor === 'string'
          ? runQuery(sqlOrCursor, parameters)
          : client.query(sqlOrCursor)) as unknown as PostgresPoolClient['query'];
      return { query, release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}

/** One pool per process; tables and columns are snake_case in SQL and camelCase in TypeScript. */
export function createDb(connectionString: string, options: CreateDbOptions = {}): Db {
  const statementTimeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    // A request waiting for a connection fails (503) after this instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    application_name: options.applicationName ?? 'folio',
    ...(statementTimeout > 0
      ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + CLIENT_GRACE_MS }
      : {}),
  });
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  // A dropped connection must never crash the process. pg reports it as an 'error' event: on the pool for idle
  // connections, and on the client itself for one a request has checked out (57P01 from pg_terminate_backend
  // mid-query), where no listener would make it an uncaught exception. The query fails (503) and the pool
  // replaces the connection.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  const db = new Kysely<Database>({
    // The cursor lets `.stream()` read large tables (backups, CSV exports) a batch at a time.
    dialect: new PostgresDialect({ pool: discardingTimedOutClients(pool), cursor: Cursor }),
    plugins: [new CamelCasePlugin()],
  });
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();

/** node-postgres's own client, for what Kysely does not speak. */
export type PgClient = pg.PoolClient;

/**
 * Runs `work` on one connection of `db`'s pool, given both as Kysely (with `db`'s plugins) and as node-postgres's
 * own client, for what Kysely does not speak: COPY (a restore's bulk load, with pg-copy-streams). A connection
 * whose work failed is closed rather than returned to the pool, since it may be in any state.
 */
export async function withPgClient<T>(db: Db, work: (connection: Db, client: PgClient) => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  if (!pool) throw new Error('withPgClient needs a database handle made by createDb.');
  const client = await pool.connect();
  const connection = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => ({
          query: client.query.bind(client) as PostgresPoolClient['query'],
          release: () => undefined,
        }),
        end: async () => undefined,
      },
      cursor: Cursor,
    }),
    plugins: [new CamelCasePlugin()],
  });
  let failure: Error | undefined;
  try {
    return await work(connection, client);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    await connection.destroy();
    client.release(failure);
  }
}
