import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gzip as gzipCallback } from 'node:zlib';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import * as tar from 'tar-stream';
import type { Db } from '@folio/db';
import { APP_VERSION } from '../../lib/app-version';
import { encryptedStream } from './backup-key';
import { keyOfObjectPath } from '../../storage/object-keys';
import type { StorageProvider } from '../../storage/storage-provider';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  CHUNK_BYTES,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  objectEntry,
  tableChunkEntry,
  type BackupManifest,
  type TableManifest,
} from './archive-format';
import {
  portableColumnSql,
  quoteIdent,
  readAppliedMigrations,
  readCatalog,
  type CatalogTable,
} from './database-catalog';

const gzip = promisify(gzipCallback);

/** Rows fetched from the cursor at a time. */
const CURSOR_BATCH = 500;
/** A site-relative object path anywhere in a row's JSON (a column, an array item, a jsonb value). */
const OBJECT_PATH_IN_JSON = /"(\/objects\/[^"\\]+)"/g;

type Entries = BackupManifest['entries'];

/**
 * Writes one entry, its bytes from `source`, waiting whenever the archive's reader is slower (a browser
 * downloading it), so memory holds at most a chunk at a time however large the entry. Answers its checksum.
 */
async function writeEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  source: AsyncIterable<Buffer> | Buffer,
  entries: Entries,
  signal: AbortSignal,
) {
  const hash = createHash('sha256');
  let entry!: ReturnType<tar.Pack['entry']>;
  const done = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mtime: new Date(), mode: 0o600 }, (error) => {
      if (error) reject(error);
      else resolve();
    });
  });
  // Observed below; this only keeps an early failure from counting as unhandled while a write waits.
  done.catch(() => undefined);
  const chunks = Buffer.isBuffer(source) ? [source] : source;
  for await (const chunk of chunks) {
    signal.throwIfAborted();
    hash.update(chunk);
    if (!entry.write(chunk)) await once(entry, 'drain', { signal });
  }
  entry.end(null);
  await done;
  entries[name] = { sha256: hash.digest('hex'), size };
}

/**
 * Streams every row of `table` (as of the transaction's snapshot) as NDJSON chunks of about CHUNK_BYTES,
 * noting every object path it meets.
 */
async function writeTable(
  trx: Db,
  pack: tar.Pack,
  table: CatalogTable,
  objectKeys: Set<string>,
  entries: Entries,
  signal: AbortSignal,
): Promise<TableManifest> {
  const columns = table.columns.map(portableColumnSql).join(', ');
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
  const rows = trx
    .selectFrom(sql`(${sql.raw(`select ${columns} from ${quoteIdent(table.name)}${order}`)})`.as('backup_row'))
    .select(sql<string>`row_to_json(backup_row)::text`.as('line'))
    .stream(CURSOR_BATCH);

  const manifest: TableManifest = {
    name: table.name,
    columns: table.columns.map((column) => ({ name: column.name, type: column.type })),
    rows: 0,
    chunks: [],
  };
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const name = tableChunkEntry(table.name, manifest.chunks.length + 1);
    // Rows compress well (about 10:1); gzip runs on libuv's threads while the next rows are read.
    const data = await gzip(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
    await writeEntry(pack, name, data.length, data, entries, signal);
    manifest.chunks.push(name);
  };
  for await (const { line } of rows) {
    if (line.includes('"/objects/')) {
      for (const match of line.matchAll(OBJECT_PATH_IN_JSON)) {
        const key = keyOfObjectPath(match[1] ?? '');
        if (key) objectKeys.add(key);
      }
    }
    const bytes = Buffer.from(`${line}\n`, 'utf8');
    pending.push(bytes);
    pendingBytes += bytes.length;
    manifest.rows += 1;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  return manifest;
}

/** Where a backup's rows and files come from, and the key (backup-key.ts) the archive is encrypted to. */
export type BackupSources = { db: Db; storage: StorageProvider; backupKey: string };

/**
 * Writes a complete backup archive (archive-format.ts), encrypted to the site's backup key, to `output` and
 * answers its manifest. The rows come from
 * one REPEATABLE READ, read-only transaction, so they are one consistent snapshot even while the site is in
 * use; then the objects those rows refer to are streamed from the storage. Memory stays flat: rows go through
 * a cursor in chunks and objects stream straight through. Rejects (and leaves `output` without a manifest, so
 * nothing would restore it) on any failure.
 */
export async function writeBackup(sources: BackupSources, output: Writable): Promise<BackupManifest> {
  const pack = tar.pack();
  const abort = new AbortController();
  const encrypted = await encryptedStream(sources.backupKey, Readable.from(pack));
  const piped = pipeline(encrypted, output).catch((error: unknown) => {
    abort.abort(error);
    throw error;
  });
  piped.catch(() => undefined);
  const entries: Entries = {};
  const header = { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION } as const;

  try {
    await writeEntry(pack, HEADER_ENTRY, ...jsonEntry(header), entries, abort.signal);

    const trx = await sources.db
      .startTransaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute();
    const objectKeys = new Set<string>();
    let tables: TableManifest[];
    let migrations: string[];
    try {
      // Timestamps come out in UTC, whatever the server's own time zone.
      await sql`set local time zone 'UTC'`.execute(trx);
      migrations = await readAppliedMigrations(trx);
      if (migrations.length === 0)
        throw new Error(
          'This database has no Folio schema yet: start Folio once (or run pnpm db:migrate), then back it up.',
        );
      tables = [];
      for (const table of await readCatalog(trx))
        tables.push(await writeTable(trx, pack, table, objectKeys, entries, abort.signal));
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    }

    const objects: BackupManifest['objects'] = [];
    const missingObjects: string[] = [];
    for (const key of [...objectKeys].sort()) {
      const target = await sources.storage.download(key);
      if (!target) {
        missingObjects.push(key);
        continue;
      }
      await writeEntry(pack, objectEntry(key), target.size, target.stream, entries, abort.signal);
      objects.push({ key, size: target.size });
    }

    const manifest: BackupManifest = {
      ...header,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      schemaVersion: migrations.at(-1) ?? '',
      migrations,
      tables,
      objects,
      missingObjects,
      entries,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeEntry(pack, MANIFEST_ENTRY, manifestBytes.length, manifestBytes, {}, abort.signal);
    pack.finalize();
    await piped;
    return manifest;
  } catch (error) {
    const cause = abort.signal.aborted ? (abort.signal.reason as unknown) : error;
    const failure = cause instanceof Error ? cause : new Error(String(cause));
    pack.destroy(failure);
    encrypted.destroy(failure);
    await piped.catch(() => undefined);
    throw cause;
  }
}

function jsonEntry(value: unknown): [number, Buffer] {
  const bytes = Buffer.from(`${JSON.stringify(value)}\n`);
  return [bytes.length, bytes];
}

/**
 * A backup's archive as a stream (a download): a failure is passed to `onError` and destroys the stream, so the
 * client sees a cut download, never an archive that looks whole.
 */
export function backupStream(sources: BackupSources, onError: (error: unknown) => void): PassThrough {
  const stream = new PassThrough();
  writeBackup(sources, stream).catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
