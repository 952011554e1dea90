import type { Db } from '@folio/db';

/** Remembers an upload key the server handed out, until it is registered or swept. */
export async function insertPendingUpload(db: Db, objectPath: string): Promise<void> {
  await db.insertInto('pendingUploads').values({ objectPath }).execute();
}

export async function isPendingUpload(db: Db, objectPath: string): Promise<boolean> {
  const row = await db
    .selectFrom('pendingUploads')
    .select('objectPath')
    .where('objectPath', '=', objectPath)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the key was pending (and now is not): claiming it is what lets exactly one registration win. */
export async function claimPendingUpload(db: Db, objectPath: string): Promise<boolean> {
  const result = await db.deleteFrom('pendingUploads').where('objectPath', '=', objectPath).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export type StalePendingUpload = { objectPath: string; registered: boolean };

/**
 * Up to `limit` keys handed out before `cutoff`, oldest first. `registered` flags a key that is also a file,
 * whose object must survive (registration removes the pending row, so this is only ever a leftover).
 */
export async function listPendingUploadsBefore(db: Db, cutoff: Date, limit: number): Promise<StalePendingUpload[]> {
  const rows = await db
    .selectFrom('pendingUploads')
    .leftJoin('files', 'files.objectPath', 'pendingUploads.objectPath')
    .select(['pendingUploads.objectPath', 'files.id as fileId'])
    .where('pendingUploads.createdAt', '<', cutoff)
    .orderBy('pendingUploads.createdAt')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ objectPath: row.objectPath, registered: row.fileId !== null }));
}

export async function deletePendingUploads(db: Db, objectPaths: readonly string[]): Promise<void> {
  if (objectPaths.length === 0) return;
  await db.deleteFrom('pendingUploads').where('objectPath', 'in', objectPaths).execute();
}
