import { z } from 'zod';

/**
 * The layout of a Folio backup, a tar (encrypted whole: backup-key.ts) whose table chunks are gzipped one by one
 * and whose files are stored as they are (most uploads are compressed already; gzip would only cost time):
 *
 *   folio-backup.json                   first: the format and its version, so a newer format is refused at once
 *   tables/<table>/000001.ndjson.gz ... each table's rows, one JSON object a line, in chunks of about CHUNK_BYTES
 *   objects/uploads/<uuid> ...          the bytes of every stored object the rows refer to
 *   manifest.json                       last: counts, schema version and the SHA-256 of every entry above
 *
 * The manifest comes last because the checksums are only known once everything has streamed past; a restore reads
 * it first all the same, from the archive's last chunks (read-archive.ts, openArchive), then reads the archive once,
 * checking each entry as it loads it.
 */
export const BACKUP_FORMAT = 'folio-backup';
/** Raised when the layout or the encoding of rows changes; a restore refuses archives newer than it knows. */
export const BACKUP_FORMAT_VERSION = 2;
export const HEADER_ENTRY = 'folio-backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
/** Rows are cut into entries of about this size, so neither backup nor restore holds more than one in memory. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

export function tableChunkEntry(table: string, index: number): string {
  return `tables/${table}/${String(index).padStart(6, '0')}.ndjson.gz`;
}

const OBJECT_ENTRY_PREFIX = 'objects/';

export function objectEntry(key: string): string {
  return `${OBJECT_ENTRY_PREFIX}${key}`;
}

export function keyOfObjectEntry(name: string): string | null {
  return name.startsWith(OBJECT_ENTRY_PREFIX) ? name.slice(OBJECT_ENTRY_PREFIX.length) : null;
}

export const archiveHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
});

const columnSchema = z.object({ name: z.string(), type: z.string() });

export const manifestSchema = archiveHeaderSchema.extend({
  appVersion: z.string(),
  createdAt: z.string(),
  /** The newest migration of the database backed up, for people; `migrations` is what a restore goes by. */
  schemaVersion: z.string(),
  /** Every migration applied to the database backed up: a restore migrates its target to exactly these. */
  migrations: z.array(z.string()),
  /** In foreign-key order: a table comes after the tables it refers to. */
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(columnSchema),
      rows: z.number().int().nonnegative(),
      chunks: z.array(z.string()),
    }),
  ),
  objects: z.array(z.object({ key: z.string(), size: z.number().int().nonnegative() })),
  /** Objects a row referred to that the storage no longer had (deleted while the backup ran). */
  missingObjects: z.array(z.string()),
  entries: z.record(
    z.string(),
    z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().nonnegative() }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableManifest = BackupManifest['tables'][number];
