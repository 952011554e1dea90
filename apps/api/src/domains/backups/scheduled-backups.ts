import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '@folio/db';
import type { StorageProvider } from '../../storage/storage-provider';
import { backupNameFor, type BackupShelf } from './backup-shelf';
import { writeBackup } from './write-backup';

/** An arbitrary constant shared by every instance: whoever holds it runs the backup (see the migration lock's). */
const BACKUP_LOCK_KEY = 741_852_964;

export type ScheduledBackupDependencies = {
  db: Db;
  storage: StorageProvider;
  /** The site's backup key (backup-key.ts), read (or made) when a backup runs. */
  backupKey: () => Promise<string>;
  shelf: BackupShelf;
  keep: number;
  /** Writes buffered page views first, so the backup has every view seen until it starts. */
  beforeBackup?: () => Promise<void>;
  log: FastifyBaseLogger;
};

export type ScheduledBackupResult =
  { status: 'written'; name: string; removed: string[] } | { status: 'skipped'; reason: string };

/**
 * Runs the backup scheduled for `scheduledFor` unless another instance does: a session-level advisory lock lets
 * only one through at a time, and the archive's name is the scheduled time, so an instance whose clock runs
 * late does not write the same backup again. Then keeps only the newest `keep`.
 */
export async function runScheduledBackup(
  deps: ScheduledBackupDependencies,
  scheduledFor: Date,
): Promise<ScheduledBackupResult> {
  return deps.db.connection().execute(async (connection) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${BACKUP_LOCK_KEY}) as locked`.execute(
      connection,
    );
    if (!lock.rows[0]?.locked) return { status: 'skipped', reason: 'another instance is writing a backup' } as const;
    try {
      const name = backupNameFor(scheduledFor);
      const existing = await deps.shelf.list();
      if (existing.some((backup) => backup.name === name))
        return { status: 'skipped', reason: `${name} already exists` } as const;
      await deps.beforeBackup?.();
      const backupKey = await deps.backupKey();
      await deps.shelf.save(name, (output) => writeBackup({ db: deps.db, storage: deps.storage, backupKey }, output));
      const removed = (await deps.shelf.list()).slice(deps.keep).map((backup) => backup.name);
      for (const old of removed) await deps.shelf.remove(old);
      return { status: 'written', name, removed } as const;
    } finally {
      await sql`select pg_advisory_unlock(${BACKUP_LOCK_KEY})`.execute(connection);
    }
  });
}

export type BackupScheduler = { stop: () => Promise<void> };

/** Runs backups on BACKUP_SCHEDULE (UTC); a run still going when the next is due makes that one wait its turn. */
export function startScheduledBackups(schedule: string, deps: ScheduledBackupDependencies): BackupScheduler {
  let running: Promise<unknown> | null = null;
  const job = new Cron(schedule, { timezone: 'UTC', protect: true }, async (self) => {
    const scheduledFor = new Date(Math.floor((self.currentRun() ?? new Date()).getTime() / 1000) * 1000);
    running = runScheduledBackup(deps, scheduledFor)
      .then((result) => {
        if (result.status === 'written')
          deps.log.info({ backup: result.name, removed: result.removed }, 'scheduled backup written');
        else deps.log.info({ reason: result.reason }, 'scheduled backup skipped');
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'scheduled backup failed');
      });
    await running;
    running = null;
  });
  return {
    stop: async () => {
      job.stop();
      await running;
    },
  };
}
