import type { Category, FilePurpose, FileRecord, FileVisibility } from '@folio/contracts';
import type { Db, FileRow } from '@folio/db';

/** What the API answers: size as a number (bigint arrives as a string) and timestamps as ISO strings. */
export function toFileRecord(row: FileRow): FileRecord {
  return { ...row, size: Number(row.size), uploadedAt: row.uploadedAt.toISOString() };
}

export type NewFile = {
  name: string;
  originalName: string;
  size: number;
  mimeType: string;
  category: Category;
  objectPath: string;
  visibility: FileVisibility;
  purpose: FilePurpose;
};

/** Newest first, so a file the owner just uploaded shows at the top; private ones only when asked for. */
export async function listFiles(
  db: Db,
  { includePrivate, purpose }: { includePrivate: boolean; purpose: FilePurpose },
): Promise<FileRecord[]> {
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('purpose', '=', purpose)
    .$if(!includePrivate, (query) => query.where('visibility', '=', 'public'))
    .orderBy('uploadedAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toFileRecord);
}

/** Changes the given fields of a file; null when no file has that id. */
export async function updateFileById(
  db: Db,
  id: string,
  changes: { name?: string; category?: Category; visibility?: FileVisibility },
): Promise<FileRecord | null> {
  const query = db.updateTable('files').where('id', '=', id);
  const row = Object.keys(changes).length
    ? await query.set(changes).returningAll().executeTakeFirst()
    : await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toFileRecord(row) : null;
}

export async function insertFile(db: Db, file: NewFile): Promise<FileRecord> {
  const row = await db.insertInto('files').values(file).returningAll().executeTakeFirstOrThrow();
  return toFileRecord(row);
}

export async function findFileById(db: Db, id: string): Promise<FileRecord | null> {
  const row = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toFileRecord(row) : null;
}

export async function findFileByObjectPath(db: Db, objectPath: string): Promise<FileRecord | null> {
  const row = await db.selectFrom('files').selectAll().where('objectPath', '=', objectPath).executeTakeFirst();
  return row ? toFileRecord(row) : null;
}

/** The deleted file's object path, or null when no file had that id. */
export async function deleteFileById(db: Db, id: string): Promise<string | null> {
  const row = await db.deleteFrom('files').where('id', '=', id).returning('objectPath').executeTakeFirst();
  return row?.objectPath ?? null;
}
