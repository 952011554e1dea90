import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-22T0001-initial';
import * as analyticsAggregates from './migrations/2026-11-23T0001-analytics-aggregates';
import * as credentialsInboxMail from './migrations/2026-11-24T0601-credentials-inbox-mail';
import * as contentOrder from './migrations/2026-11-24T0701-content-order';
import * as fileVisibility from './migrations/2026-11-24T0702-file-visibility';
import * as posts from './migrations/2026-11-26T0601-posts';
import * as projectPages from './migrations/2026-11-26T0701-project-pages';
import * as ownerPasswordAndInstances from './migrations/2026-11-24T0201-owner-password-and-instances';
import * as phoneVisibility from './migrations/2026-11-26T0101-phone-visibility';
import * as filePurpose from './migrations/2026-11-26T0102-file-purpose';
import * as languagesAwards from './migrations/2026-11-26T0103-languages-awards';
import * as mailReplyToName from './migrations/2026-11-26T0201-mail-reply-to-name';
import * as analyticsRanges from './migrations/2026-11-26T0401-analytics-ranges';
import * as ownerAccountSecurity from './migrations/2026-11-26T0301-owner-account-security';
import * as siteBrand from './migrations/2026-11-26T0801-site-brand';
import * as siteLanguage from './migrations/2026-11-26T0901-site-language';
import * as resume from './migrations/2026-11-27T1001-resume';

/**
 * Migrations are listed here rather than read from disk, so the same list works from TypeScript source,
 * from a bundle and in tests. Append new ones; never edit or reorder released ones.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22T0001-initial': initial,
  '2026-11-23T0001-analytics-aggregates': analyticsAggregates,
  '2026-11-24T0601-credentials-inbox-mail': credentialsInboxMail,
  '2026-11-24T0701-content-order': contentOrder,
  '2026-11-24T0702-file-visibility': fileVisibility,
  '2026-11-24T0201-owner-password-and-instances': ownerPasswordAndInstances,
  '2026-11-26T0101-phone-visibility': phoneVisibility,
  '2026-11-26T0102-file-purpose': filePurpose,
  '2026-11-26T0103-languages-awards': languagesAwards,
  '2026-11-26T0201-mail-reply-to-name': mailReplyToName,
  '2026-11-26T0401-analytics-ranges': analyticsRanges,
  '2026-11-26T0301-owner-account-security': ownerAccountSecurity,
  '2026-11-26T0601-posts': posts,
  '2026-11-26T0701-project-pages': projectPages,
  '2026-11-26T0801-site-brand': siteBrand,
  '2026-11-26T0901-site-language': siteLanguage,
  '2026-11-27T1001-resume': resume,
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
      const migrator = new Migrator({
        db: connection,
        provider: new StaticMigrationProvider(),
        allowUnorderedMigrations: true,
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

class SubsetMigrationProvider implements MigrationProvider {
  constructor(private readonly names: ReadonlySet<string>) {}

  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(Object.fromEntries(Object.entries(migrations).filter(([name]) => this.names.has(name))));
  }
}

/**
 * Brings the schema to exactly the migrations `target` names (a restore: the backup's schema), or to 'latest',
 * inside the transaction the caller has opened on `connection` (a single-connection Kysely from
 * `db.connection()`), so a restore migrates, loads its rows and commits or rolls back all of it at once.
 * Migrations the database has beyond `target` are undone first, newest first; the transaction-scoped lock keeps
 * starting instances out. Every name in `target` must be one of MIGRATION_NAMES.
 */
export async function migrateWithinTransaction(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any Kysely instance
  connection: Kysely<any>,
  target: readonly string[] | 'latest',
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
  if (target !== 'latest') {
    const wanted = new Set(target);
    const tracked = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(
      connection,
    );
    const applied = tracked.rows[0]?.found
      ? (
          await sql<{ name: string }>`select name from kysely_migration order by timestamp desc, name desc`.execute(
            connection,
          )
        ).rows
      : [];
    for (const { name } of applied) {
      if (wanted.has(name)) continue;
      const migration = migrations[name];
      if (!migration?.down) throw new Error(`The database has migration ${name}, which cannot be undone here`);
      await migration.down(connection);
      await sql`delete from kysely_migration where name = ${name}`.execute(connection);
    }
  }
  const provider = target === 'latest' ? new StaticMigrationProvider() : new SubsetMigrationProvider(new Set(target));
  const migrator = new Migrator({
    db: connection,
    provider,
    allowUnorderedMigrations: true,
    disableTransactions: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
