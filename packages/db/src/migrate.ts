import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-22T0001-initial';
import * as analyticsAggregates from './migrations/2026-11-23T0001-analytics-aggregates';
import * as credentialsInboxMail from './migrations/2026-11-24T0601-credentials-inbox-mail';
import * as contentOrder from './migrations/2026-11-24T0701-content-order';

/**
 * Migrations are listed here rather than read from disk, so the same list works from TypeScript source,
 * from a bundle and in tests. Append new ones; never edit or reorder released ones.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22T0001-initial': initial,
  '2026-11-23T0001-analytics-aggregates': analyticsAggregates,
  '2026-11-24T0601-credentials-inbox-mail': credentialsInboxMail,
  '2026-11-24T0701-content-order': contentOrder,
};

/** Every migration this version of Folio knows, oldest first: a database's schema version is the last one applied. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

class StaticMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

/** An arbitrary constant, the same for every Folio instance sharing a database. */
const MIGRATION_LOCK_KEY = 741_852_963;

/**
 * Brings the schema up to date. A session-level advisory lock on a dedicated connection makes instances
 * that start together take turns; Kysely's own lock table then sees nothing left to do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any Kysely instance
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      // Work lands from parallel branches whose migration names were chosen ahead of time: a database that already
      // ran a later-named migration must still get an earlier-named one that landed after it.
      const migrator = new Migrator({ db: connection, provider: new StaticMigrationProvider(), allowUnorderedMigrations: true });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

/**
 * Moves the schema to `target` (a migration name, or 'latest'), up or down, inside the transaction the caller
 * has opened on `connection` (a single-connection Kysely from `db.connection()`): a restore migrates, loads its
 * rows and commits or rolls back all of it at once. The transaction-scoped lock keeps starting instances out.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any Kysely instance
export async function migrateWithinTransaction(connection: Kysely<any>, target: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
  const migrator = new Migrator({ db: connection, provider: new StaticMigrationProvider(), disableTransactions: true });
  const { error } = target === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
