import { UNREGISTERED_UPLOAD_TTL_HOURS } from '@folio/contracts';
import type { Db } from '@folio/db';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { RESTORE_LOCK_KEY } from '../../lib/advisory-locks';
import { STALE_INCOMING_MS } from '../../storage/local-storage';
import { keyOfObjectPath } from '../../storage/object-keys';
import type { StorageProvider } from '../../storage/storage-provider';
import { deletePendingUploads, listPendingUploadsBefore } from './pending-uploads-repository';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH_SIZE = 200;

export type SweepResult = {
  /** Uploads handed out more than 24 hours ago and never registered, removed with their objects. */
  unregistered: number;
  /** Half-written temporary files of uploads whose connection broke (local driver). */
  abandonedWrites: number;
  /** Stored objects no file and no upload under way uses (what a killed restore left). */
  strayObjects: number;
};

/**
 * Removes stored objects that no file and no upload under way uses, unless a restore is running (it holds
 * RESTORE_LOCK_KEY: what it wrote belongs to rows not yet committed). The storage is listed before the rows are
 * read: an upload's pending row exists before its URL is handed out, so no object listed can be in use unseen.
 */
async function removeStrayObjects(db: Db, storage: StorageProvider): Promise<number> {
  return db.connection().execute(async (connection) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${RESTORE_LOCK_KEY}) as locked`.execute(
      connection,
    );
    if (!lock.rows[0]?.locked) return 0;
    try {
      const stored: string[] = [];
      for await (const object of storage.listUploads()) stored.push(object.key);
      if (stored.length === 0) return 0;
      const paths = stored.map((key) => `/objects/${key}`);
      const used = await sql<{ objectPath: string }>`
        select object_path from files where object_path = any(${paths})
        union select object_path from pending_uploads where object_path = any(${paths})`.execute(connection);
      const inUse = new Set(used.rows.map((row) => row.objectPath));
      const strays = stored.filter((key) => !inUse.has(`/objects/${key}`));
      for (const key of strays) await storage.remove(key);
      return strays.length;
    } finally {
      await sql`select pg_advisory_unlock(${RESTORE_LOCK_KEY})`.execute(connection);
    }
  });
}

/**
 * Removes uploads that were handed out more than 24 hours ago and never registered (their objects, then their
 * pending rows), and the temporary files of uploads that stopped half-way. Safe to run on several instances at
 * once (every step is idempotent).
 */
export async function sweepStaleUploads(
  db: Db,
  storage: StorageProvider,
  now: Date = new Date(),
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - UNREGISTERED_UPLOAD_TTL_HOURS * 60 * 60 * 1000);
  let unregistered = 0;
  for (;;) {
    const stale = await listPendingUploadsBefore(db, cutoff, BATCH_SIZE);
    for (const upload of stale) {
      const key = keyOfObjectPath(upload.objectPath);
      if (key && !upload.registered) await storage.remove(key);
    }
    await deletePendingUploads(
      db,
      stale.map((upload) => upload.objectPath),
    );
    unregistered += stale.filter((upload) => !upload.registered).length;
    if (stale.length < BATCH_SIZE) break;
  }
  const abandonedWrites = await storage.removeAbandonedWrites(new Date(now.getTime() - STALE_INCOMING_MS));
  const strayObjects = await removeStrayObjects(db, storage);
  return { unregistered, abandonedWrites, strayObjects };
}

export type UploadSweeper = { stop: () => Promise<void> };

/** Sweeps now and every hour; the timer never keeps the process alive, and `stop` waits for a running sweep. */
export function startUploadSweeper(db: Db, storage: StorageProvider, log: FastifyBaseLogger): UploadSweeper {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sweepStaleUploads(db, storage)
      .then((swept) => {
        if (swept.unregistered > 0 || swept.abandonedWrites > 0 || swept.strayObjects > 0)
          log.info(swept, 'swept stale uploads');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'sweeping stale uploads failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
