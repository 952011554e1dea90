import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { migrateWithinTransaction, withPgClient, type Database, type Db } from '@folio/db';
import { RESTORE_LOCK_KEY } from '../../lib/advisory-locks';
import { keyOfObjectPath } from '../../storage/object-keys';
import type { StorageProvider } from '../../storage/storage-provider';
import type { BackupManifest } from './archive-format';
import { ArchiveCheck } from './archive-check';
import { rowCopy, type RowCopy } from './copy-rows';
import { MIGRATION_TABLES, quoteIdent, readAllDataTables, readCatalog, type CatalogTable } from './database-catalog';
import {
  ArchiveError,
  archiveEntries,
  openArchive,
  unreadable,
  type ArchiveEntry,
  type OpenedArchive,
} from './read-archive';
import { RowLoader, startRowsWorker } from './row-loader';

/** Work another domain redoes once the rows are in, inside the restore's transaction (domains/after-restore.ts). */
export type AfterRestoreStep = (connection: Kysely<Database>) => Promise<void>;

export type RestoreTarget = { db: Db; storage: StorageProvider; afterRestore: readonly AfterRestoreStep[] };

/** The target holds data and `force` was not given. Nothing was written. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- restores whatever schema the archive has
type Connection = Kysely<any>;

/**
 * What a target already holds: rows per table (only tables with rows) and the stored objects its rows use;
 * `strayObjects` are objects no row uses (what a killed restore left), which do not make a target "not empty"
 * and which the next restore removes.
 */
export type TargetContents = {
  tables: { name: string; rows: number }[];
  objects: number;
  objectBytes: number;
  strayObjects: number;
};

/** The storage keys the target's rows use: registered files and uploads under way. */
export async function keysInUse(db: Connection): Promise<Set<string>> {
  const tables = new Set(await readAllDataTables(db));
  const keys = new Set<string>();
  for (const table of ['files', 'pending_uploads']) {
    if (!tables.has(table)) continue;
    const rows = await sql<{ objectPath: string }>`select object_path from ${sql.raw(quoteIdent(table))}`.execute(db);
    for (const row of rows.rows) {
      const key = keyOfObjectPath(row.objectPath);
      if (key) keys.add(key);
    }
  }
  return keys;
}

/** Rows per table and stored objects the target holds now (an empty, never-migrated database holds nothing). */
export async function inspectTarget(target: RestoreTarget): Promise<TargetContents> {
  const tables: TargetContents['tables'] = [];
  for (const table of await readCatalog(target.db)) {
    if (MIGRATION_TABLES.includes(table.name)) continue;
    const result = await sql<{
      count: string;
    }>`select count(*) as count from ${sql.raw(quoteIdent(table.name))}`.execute(target.db);
    const rows = Number(result.rows[0]?.count ?? 0);
    if (rows > 0) tables.push({ name: table.name, rows });
  }
  const inUse = await keysInUse(target.db);
  let objects = 0;
  let objectBytes = 0;
  let strayObjects = 0;
  for await (const object of target.storage.listUploads()) {
    if (!inUse.has(object.key)) {
      strayObjects += 1;
      continue;
    }
    objects += 1;
    objectBytes += object.size;
  }
  return { tables, objects, objectBytes, strayObjects };
}

export function isEmpty(contents: TargetContents): boolean {
  return contents.tables.length === 0 && contents.objects === 0;
}

/** `1 row`, `2 rows`. */
export function count(n: number, noun: string): string {
  return `${String(n)} ${noun}${n === 1 ? '' : 's'}`;
}

export function describeContents(contents: TargetContents): string {
  const parts = contents.tables.map((table) => `${table.name}: ${count(table.rows, 'row')}`);
  if (contents.objects > 0)
    parts.push(`${count(contents.objects, 'stored object')} (${formatBytes(contents.objectBytes)})`);
  return parts.join(', ');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export type RestoreOptions = {
  /** The backup key the archive was encrypted to (backup-key.ts). */
  key: string;
  /** Replace a target that holds data (its rows, sessions and objects); without it such a target is refused. */
  force?: boolean;
  /** Progress and what is being replaced, for the person restoring. */
  log?: (line: string) => void;
  /** The archive as openArchive opened it just before (the CLI opens it before it opens the database). */
  opened?: OpenedArchive;
};

export type RestoreSummary = { manifest: BackupManifest; replaced: TargetContents | null };

/** Identity and serial columns continue after the restored rows instead of colliding with them. */
async function resetSequences(connection: Connection): Promise<void> {
  const sequences = await sql<{ tableName: string; columnName: string; sequenceName: string }>`
    select c.relname as table_name, a.attname as column_name,
           pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`.execute(connection);
  for (const { tableName, columnName, sequenceName } of sequences.rows) {
    const next = sql.raw(`(select coalesce(max(${quoteIdent(columnName)}), 0) + 1 from ${quoteIdent(tableName)})`);
    await sql`select setval(${sequenceName}, ${next}, false)`.execute(connection);
  }
}

/**
 * Objects written to the storage at once. The archive hands over one object's bytes at a time, but the end of each
 * write (the local disk's fsync and rename, an S3 upload of what its client buffered) overlaps the next one's reading.
 */
const OBJECT_WRITES_AT_ONCE = 4;

/**
 * Restores a backup archive into `target`, all or nothing. The archive is opened first (key, format version, the
 * manifest read from its end, a schema this Folio knows) and the target inspected; a target holding data is refused
 * unless `force`. Then, in ONE transaction: the schema is migrated to exactly the backup's migrations, existing
 * rows are removed (force), and the archive is read once, each entry checked as it streams past (archive-check.ts:
 * age authenticates every 64 KiB, every entry must match the manifest, every row pass the API's rules) while its
 * rows are loaded table by table in foreign-key order and its objects written to the storage; only when the whole
 * archive has passed are sequences moved past the rows, the schema migrated on to this Folio's latest, and the
 * transaction committed. The objects are written while that transaction is open, under keys no committed row uses
 * (a key the target's rows use is never overwritten: ObjectWrites), so they are live only once the rows that use
 * them commit; if anything fails, the transaction rolls back and the objects written are removed again, and what a
 * killed restore left (objects no row uses) does not make the target "not empty" and is removed by the next restore
 * or the uploads sweep (which waits while a restore holds RESTORE_LOCK_KEY). After the commit, objects of the
 * replaced site that the backup does not hold are removed.
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const log = options.log ?? (() => undefined);
  const archive = options.opened ?? (await openArchive(file, options.key));
  const { manifest } = archive;
  log(
    `Restoring a backup made ${manifest.createdAt} by Folio ${manifest.appVersion}: ` +
      `${count(
        manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        'row',
      )} in ${count(manifest.tables.length, 'table')}, ` +
      `${count(manifest.objects.length, 'object')}, each checked as it is read.`,
  );

  const contents = await inspectTarget(target);
  const replaced = isEmpty(contents) ? null : contents;
  if (replaced && !options.force) {
    throw new TargetNotEmptyError(
      `The target is not empty (${describeContents(replaced)}). Restoring replaces all of it: its rows, sign-in sessions and stored objects. ` +
        'Run again with --force to replace it. Nothing was changed.',
    );
  }
  if (replaced) log(`--force: replacing ${describeContents(replaced)}.`);
  // Every object there is now: after the commit, those the backup does not hold go (the replaced site's, and
  // strays a killed restore left). Those the target's rows use are never overwritten meanwhile.
  const previousKeys = new Set<string>();
  for await (const object of target.storage.listUploads()) previousKeys.add(object.key);
  const objects = new ObjectWrites(target.storage, manifest, await keysInUse(target.db));
  const rowsWorker = startRowsWorker(manifest);

  try {
    await withPgClient(target.db, async (connection, client) => {
      // Held until this connection ends (a killed restore's with it): the sweep leaves staged objects alone.
      await sql`select pg_advisory_lock(${RESTORE_LOCK_KEY})`.execute(connection);
      try {
        await sql`begin`.execute(connection);
        try {
          await migrateWithinTransaction(connection, manifest.migrations);
          const catalog = new Map(
            (await readCatalog(connection, { includeExcluded: true })).map((table) => [table.name, table]),
          );
          if (replaced) {
            // Sessions, unregistered uploads and the day's visitor hashes belong to the site being replaced: they go too.
            const all = (await readAllDataTables(connection)).map(quoteIdent);
            await sql.raw(`truncate ${all.join(', ')} restart identity cascade`).execute(connection);
          }
          // A fresh instance stored a password of its own at start; the backup's, when it holds one, replaces it.
          if (manifest.tables.some((table) => table.name === 'owner_password'))
            await sql`delete from owner_password`.execute(connection);
          const loading = manifest.tables.filter((table) => table.chunks.length > 0).map((table) => table.name);
          const makeAgain = await setAsideIndexesAndKeys(connection, loading);
          await loadArchive(
            new RowLoader(
              rowsWorker,
              client,
              manifest,
              [...catalog.values()],
              rowCopies(manifest, catalog),
              (table) => {
                log(`  ${table}: ${count(manifest.tables.find((entry) => entry.name === table)?.rows ?? 0, 'row')}`);
              },
            ),
            archive,
            objects,
            makeAgain,
          );
          if (objects.written.length > 0) log(`  ${count(objects.written.length, 'object')} written to the storage`);
          await resetSequences(connection);
          await migrateWithinTransaction(connection, 'latest');
          for (const step of target.afterRestore) await step(connection);
          await sql`commit`.execute(connection);
        } catch (error) {
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw error;
        }
      } finally {
        await sql`select pg_advisory_unlock(${RESTORE_LOCK_KEY})`.execute(connection).catch(() => undefined);
      }
    });
  } catch (error) {
    // Writes still under way finish first, or an object would land after its removal.
    await objects.settle().catch(() => undefined);
    // Objects that were there before stay (a --force restore onto the same site may share keys).
    for (const key of objects.written)
      if (!previousKeys.has(key)) await target.storage.remove(key).catch(() => undefined);
    throw unreadable(error);
  } finally {
    await rowsWorker.terminate();
  }

  const restoredKeys = new Set(manifest.objects.map((object) => object.key));
  for (const key of previousKeys) if (!restoredKeys.has(key)) await target.storage.remove(key);
  log('Restored.');
  return { manifest, replaced };
}

/** How each of the backup's tables is copied into the restored schema; a column the schema lacks is refused. */
function rowCopies(manifest: BackupManifest, catalog: Map<string, CatalogTable>): Map<string, RowCopy> {
  return new Map(
    manifest.tables.map((table) => {
      const target = catalog.get(table.name);
      if (!target)
        throw new ArchiveError(
          `The backup's table ${table.name} is not in the restored schema; the archive was altered.`,
        );
      return [table.name, rowCopy(table, target)];
    }),
  );
}

/**
 * Reads the archive once, checking every entry (ArchiveCheck): each table chunk goes to `rows` (row-loader.ts: its
 * rows are checked on a worker thread and copied into their table) while reading goes on, and each object is written
 * to the storage. The tables' foreign keys and secondary indexes are set aside meanwhile (setAsideIndexesAndKeys),
 * so the order of the tables does not matter; they are made again (`makeAgain`) once every row is in, when
 * PostgreSQL builds them while the last objects are written.
 */
async function loadArchive(
  rows: RowLoader,
  archive: OpenedArchive,
  objects: ObjectWrites,
  makeAgain: () => Promise<void>,
): Promise<void> {
  const { manifest } = archive;
  const tableOfChunk = new Map(
    manifest.tables.flatMap((table) => table.chunks.map((chunk) => [chunk, table.name] as const)),
  );
  const check = new ArchiveCheck(archive);
  let rowsLoaded: Promise<void> | null = null;
  try {
    for await (const entry of archiveEntries(archive)) {
      rows.throwIfFailed();
      const kind = check.begin(entry);
      if (kind.kind === 'rows') {
        // A chunk the manifest's tables do not name is checked all the same, and loaded nowhere.
        const table = tableOfChunk.get(entry.name);
        await rows.add(entry.name, kind.table, await check.rowChunk(entry), table === kind.table);
      } else {
        if (kind.kind === 'object') {
          // The rows are all handed over before the first object: their indexes are made while the objects are written.
          rowsLoaded ??= rows.finish().then(makeAgain);
          // Observed below; this only keeps a failure meanwhile from counting as unhandled.
          rowsLoaded.catch(() => undefined);
          await objects.write(kind.key, entry, check.bytes(entry));
        } else {
          await check.read(entry, kind);
        }
      }
    }
    check.finish();
    await (rowsLoaded ??= rows.finish().then(makeAgain));
    await objects.settle();
  } catch (error) {
    // Never left running on the connection when the restore goes on to roll back.
    await rows.settle().catch(() => undefined);
    await rowsLoaded?.catch(() => undefined);
    throw error;
  }
}

/**
 * Sets the foreign keys and the secondary indexes of `tables` aside for a load, and answers what makes them again
 * after it, as pg_restore does: one sort per index and one join per key instead of a check and an index entry per
 * row. The indexes that back a constraint (primary keys, unique constraints, those a foreign key refers to) stay.
 * All of it happens inside the restore's transaction: rows a key or a unique index refuses fail it when they are
 * made again, and a failure rolls the schema back with the rows.
 */
async function setAsideIndexesAndKeys(connection: Connection, tables: string[]): Promise<() => Promise<void>> {
  const keys = await sql<{ tableName: string; name: string; definition: string }>`
    select c.relname as table_name, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = current_schema() and c.relname = any(${tables})
    order by c.relname, k.conname`.execute(connection);
  const indexes = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = any(${tables})
      and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
    order by i.relname`.execute(connection);
  for (const key of keys.rows)
    await sql
      .raw(`alter table ${quoteIdent(key.tableName)} drop constraint ${quoteIdent(key.name)}`)
      .execute(connection);
  for (const index of indexes.rows) await sql.raw(`drop index ${quoteIdent(index.name)}`).execute(connection);
  return async () => {
    for (const index of indexes.rows) await sql.raw(index.definition).execute(connection);
    for (const key of keys.rows) {
      await sql
        .raw(`alter table ${quoteIdent(key.tableName)} add constraint ${quoteIdent(key.name)} ${key.definition}`)
        .execute(connection);
    }
  };
}

/**
 * Writes the archive's objects to the storage, each under its own key, up to OBJECT_WRITES_AT_ONCE at a time, and
 * notes every key written so that a failed restore removes them again. A key the target's rows use already is never
 * overwritten: when the stored bytes are the archive's (a site restored onto itself: keys are never reused), nothing
 * is written; otherwise the restore is refused, so a failed restore can never leave a live file changed.
 */
class ObjectWrites {
  readonly written: string[] = [];
  private readonly writing = new Set<Promise<void>>();
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly storage: StorageProvider,
    private readonly manifest: BackupManifest,
    private readonly liveKeys: Set<string>,
  ) {}

  /** Answers once the entry's bytes have been handed over (or its write failed); the write may go on meanwhile. */
  async write(key: string, entry: ArchiveEntry, bytes: AsyncGenerator<Buffer>): Promise<void> {
    this.throwIfFailed();
    if (this.liveKeys.has(key)) {
      await this.keepStored(key, entry, bytes);
      return;
    }
    while (this.writing.size >= OBJECT_WRITES_AT_ONCE) await Promise.race(this.writing);
    this.throwIfFailed();
    let handedOver!: () => void;
    const passed = new Promise<void>((resolve) => (handedOver = resolve));
    let sourceError: { error: unknown } | null = null;
    const source = async function* () {
      try {
        yield* bytes;
      } catch (error) {
        sourceError = { error };
        throw error;
      } finally {
        handedOver();
      }
    };
    this.written.push(key);
    // The archive's reason (a checksum that does not match) rather than the storage's report of a failed source.
    // A byte stream holding at most one piece: the write takes the bytes as fast as the storage does, so what is
    // handed over early is only the last piece and the write's end, and memory stays a few pieces however large.
    const stream = Readable.from(source(), { objectMode: false, highWaterMark: 64 * 1024 });
    const put = this.storage.put(key, stream, entry.size).catch((error: unknown) => {
      throw sourceError ? sourceError.error : error;
    });
    const settled: Promise<void> = put
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.writing.delete(settled));
    this.writing.add(settled);
    await Promise.race([passed, put]);
  }

  /** Waits for every write under way; rejects with the first that failed. */
  async settle(): Promise<void> {
    await Promise.all(this.writing);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  private async keepStored(key: string, entry: ArchiveEntry, bytes: AsyncGenerator<Buffer>): Promise<void> {
    const stored = await this.storage.download(key);
    const hash = createHash('sha256');
    if (stored) for await (const chunk of stored.stream) hash.update(chunk as Buffer);
    for await (const chunk of bytes) void chunk;
    if (stored && hash.digest('hex') === this.manifest.entries[entry.name]?.sha256) return;
    throw new ArchiveError(
      `/objects/${key} is stored in the target already, with other bytes: a restore never overwrites a file in use. Nothing was restored.`,
    );
  }
}
