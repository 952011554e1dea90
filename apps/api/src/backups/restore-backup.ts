import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { renderStoredPosts } from '../routers/posts';
import { renderStoredProjects } from '../routers/projects';
import { migrateWithinTransaction, type Db } from '@folio/db';
import { RESTORE_LOCK_KEY } from '../lib/advisory-locks';
import { keyOfObjectPath } from '../storage/object-keys';
import type { StorageProvider } from '../storage/storage-provider';
import { keyOfObjectEntry, type BackupManifest, type TableManifest } from './archive-format';
import { MIGRATION_TABLES, quoteIdent, readAllDataTables, readCatalog, type CatalogTable } from './database-catalog';
import { ArchiveError, archiveEntries, inflated, ndjsonLines, unreadable, verifyArchive, type ArchiveEntry } from './read-archive';

export type RestoreTarget = { db: Db; storage: StorageProvider };

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
export type TargetContents = { tables: { name: string; rows: number }[]; objects: number; objectBytes: number; strayObjects: number };

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
    const result = await sql<{ count: string }>`select count(*) as count from ${sql.raw(quoteIdent(table.name))}`.execute(target.db);
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
  if (contents.objects > 0) parts.push(`${count(contents.objects, 'stored object')} (${formatBytes(contents.objectBytes)})`);
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
  /** The manifest verifyArchive answered for this file just before, so it is not read twice. */
  verified?: BackupManifest;
};

export type RestoreSummary = { manifest: BackupManifest; replaced: TargetContents | null };

/** `insert ... select` turning one chunk of rows (a JSON array) back into the table's column types. */
function insertStatement(table: TableManifest, catalog: CatalogTable): (rows: string) => RawBuilder<unknown> {
  const targetColumns = new Map(catalog.columns.map((column) => [column.name, column]));
  const columns = table.columns.map((column) => {
    const target = targetColumns.get(column.name);
    if (!target) throw new ArchiveError(`The backup's ${table.name}.${column.name} has no column in the restored schema; the archive was altered.`);
    return target;
  });
  const written = columns.filter((column) => !column.generated);
  const names = written.map((column) => quoteIdent(column.name)).join(', ');
  const values = written
    .map((column) => (column.typeName === 'bytea' ? `decode(r ->> ${sqlString(column.name)}, 'base64')` : `p.${quoteIdent(column.name)}`))
    .join(', ');
  const overriding = written.some((column) => column.identityAlways) ? ' overriding system value' : '';
  const head = sql.raw(`insert into ${quoteIdent(table.name)} (${names})${overriding} select ${values}`);
  const rowType = sql.raw(`null::${quoteIdent(table.name)}`);
  return (rows) => sql`${head} from json_array_elements(${rows}::json) as r, json_populate_record(${rowType}, r) as p`;
}

function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

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

/** Rows are inserted this many (or this many bytes) at a time: a chunk is never held whole. */
const INSERT_ROWS = 500;
const INSERT_BYTES = 1024 * 1024;

/** A chunk's rows as JSON arrays of at most INSERT_ROWS rows, read line by line. */
async function* rowBatches(stream: AsyncIterable<Buffer>, what: string): AsyncGenerator<string> {
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of ndjsonLines(stream, what)) {
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) {
      yield `[${batch.join(',')}]`;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) yield `[${batch.join(',')}]`;
}

/**
 * The entry's bytes, checked against the manifest as they pass: its size is known before it is read and reading
 * stops there, and its SHA-256 must match (the archive may have changed since it was verified).
 */
async function* checkedAgainst(entry: ArchiveEntry, manifest: BackupManifest): AsyncGenerator<Buffer> {
  const expected = manifest.entries[entry.name];
  if (!expected || entry.size !== expected.size) throw new ArchiveError(`${entry.name} changed while it was being restored.`);
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of entry.stream) {
    size += chunk.length;
    if (size > expected.size) throw new ArchiveError(`${entry.name} changed while it was being restored.`);
    hash.update(chunk);
    yield chunk;
  }
  if (hash.digest('hex') !== expected.sha256) throw new ArchiveError(`${entry.name} changed while it was being restored.`);
}

/**
 * Restores a backup archive into `target`, all or nothing. First the archive is read whole and checked (format
 * version, every checksum, a schema this Folio knows) and the target inspected; a target holding data is refused
 * unless `force`. Then, in ONE transaction: the schema is migrated to exactly the backup's migrations, existing
 * rows are removed (force), the rows are loaded table by table in foreign-key order, sequences are moved past
 * them, the schema is migrated on to this Folio's latest, and it commits. The objects are written to the
 * storage while that transaction is open, under keys no committed row uses (a key the target's rows use is
 * never overwritten: writeObject), so they are live only once the rows that use them commit; if anything fails,
 * the transaction rolls back and the objects written are removed again, and what a killed restore left (objects
 * no row uses) does not make the target "not empty" and is removed by the next restore or the uploads sweep
 * (which waits while a restore holds RESTORE_LOCK_KEY). After the commit, objects of the replaced site that the
 * backup does not hold are removed.
 */
export async function restoreBackup(target: RestoreTarget, file: string, options: RestoreOptions): Promise<RestoreSummary> {
  const log = options.log ?? (() => undefined);
  if (!options.verified) log(`Checking ${file} ...`);
  const manifest = options.verified ?? (await verifyArchive(file, options.key));
  log(
    `The archive is intact: made ${manifest.createdAt} by Folio ${manifest.appVersion}, ` +
      `${count(manifest.tables.reduce((sum, table) => sum + table.rows, 0), 'row')} in ${count(manifest.tables.length, 'table')}, ` +
      `${count(manifest.objects.length, 'object')}.`,
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
  const liveKeys = await keysInUse(target.db);

  const written: string[] = [];
  try {
    await target.db.connection().execute(async (connection) => {
      // Held until this connection ends (a killed restore's with it): the sweep leaves staged objects alone.
      await sql`select pg_advisory_lock(${RESTORE_LOCK_KEY})`.execute(connection);
      try {
        await sql`begin`.execute(connection);
        try {
          await migrateWithinTransaction(connection, manifest.migrations);
          const catalog = new Map((await readCatalog(connection, { includeExcluded: true })).map((table) => [table.name, table]));
          if (replaced) {
            // Sessions, unregistered uploads and the day's visitor hashes belong to the site being replaced: they go too.
            const all = (await readAllDataTables(connection)).map(quoteIdent);
            await sql.raw(`truncate ${all.join(', ')} restart identity cascade`).execute(connection);
          }
          // A fresh instance stored a password of its own at start; the backup's, when it holds one, replaces it.
          if (manifest.tables.some((table) => table.name === 'owner_password')) await sql`delete from owner_password`.execute(connection);
          await loadArchive(connection, target.storage, { file, key: options.key, liveKeys }, manifest, catalog, written, log);
          await resetSequences(connection);
          await migrateWithinTransaction(connection, 'latest');
          // Stored HTML is the app's own rendering, never the archive's.
          await renderStoredPosts(connection);
          await renderStoredProjects(connection);
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
    // Objects that were there before stay (a --force restore onto the same site may share keys).
    for (const key of written) if (!previousKeys.has(key)) await target.storage.remove(key).catch(() => undefined);
    throw unreadable(error);
  }

  const restoredKeys = new Set(manifest.objects.map((object) => object.key));
  for (const key of previousKeys) if (!restoredKeys.has(key)) await target.storage.remove(key);
  log('Restored.');
  return { manifest, replaced };
}

/**
 * Reads the archive again, loading each table's chunks in the order the target's foreign keys need (pg_constraint
 * via readCatalog) and writing each object to the storage. A backup lists tables in that same order, so one pass
 * normally does; a table whose referenced tables are not loaded yet waits for another pass.
 */
async function loadArchive(
  connection: Connection,
  storage: StorageProvider,
  { file, key, liveKeys }: { file: string; key: string; liveKeys: Set<string> },
  manifest: BackupManifest,
  catalog: Map<string, CatalogTable>,
  written: string[],
  log: (line: string) => void,
): Promise<void> {
  const tablesByChunk = new Map<string, TableManifest>();
  for (const table of manifest.tables) {
    if (!catalog.has(table.name)) throw new ArchiveError(`The backup's table ${table.name} is not in the restored schema; the archive was altered.`);
    for (const chunk of table.chunks) tablesByChunk.set(chunk, table);
  }
  const loaded = new Set(manifest.tables.filter((table) => table.chunks.length === 0).map((table) => table.name));
  const chunksDone = new Map<string, number>();
  const statements = new Map(manifest.tables.map((table) => [table.name, insertStatement(table, catalog.get(table.name) as CatalogTable)]));
  const isReady = (table: TableManifest) =>
    (catalog.get(table.name)?.references ?? []).every((name) => loaded.has(name) || !manifest.tables.some((t) => t.name === name));

  let objectsWritten = false;
  for (let pass = 0; loaded.size < manifest.tables.length; pass += 1) {
    if (pass > manifest.tables.length) throw new Error('The tables could not be put in foreign-key order.');
    for await (const entry of archiveEntries(file, key)) {
      const table = tablesByChunk.get(entry.name);
      if (table) {
        const done = chunksDone.get(table.name) ?? 0;
        if (loaded.has(table.name) || table.chunks[done] !== entry.name || !isReady(table)) continue;
        const insert = statements.get(table.name);
        for await (const rows of rowBatches(inflated(checkedAgainst(entry, manifest), entry.name), entry.name)) if (insert) await insert(rows).execute(connection);
        chunksDone.set(table.name, done + 1);
        if (done + 1 === table.chunks.length) {
          loaded.add(table.name);
          log(`  ${table.name}: ${count(table.rows, 'row')}`);
        }
        continue;
      }
      const key = keyOfObjectEntry(entry.name);
      if (key && !objectsWritten && (await writeObject(storage, key, entry, manifest, liveKeys))) written.push(key);
    }
    objectsWritten = true;
    if (written.length > 0 && pass === 0) log(`  ${count(written.length, 'object')} written to the storage`);
  }
  // A backup with no rows at all still carries its objects: read it once for them.
  if (!objectsWritten && manifest.objects.length > 0) {
    for await (const entry of archiveEntries(file, key)) {
      const key = keyOfObjectEntry(entry.name);
      if (!key) continue;
      if (await writeObject(storage, key, entry, manifest, liveKeys)) written.push(key);
    }
  }
}

/**
 * Writes one object of the archive, under its own key. A key the target's rows use already is never overwritten:
 * when the stored bytes are the archive's (a site restored onto itself: keys are never reused), nothing is
 * written; otherwise the restore is refused, so a failed restore can never leave a live file changed. Answers
 * whether it wrote.
 */
async function writeObject(storage: StorageProvider, key: string, entry: ArchiveEntry, manifest: BackupManifest, liveKeys: Set<string>): Promise<boolean> {
  if (liveKeys.has(key)) {
    const stored = await storage.download(key);
    const hash = createHash('sha256');
    if (stored) for await (const chunk of stored.stream) hash.update(chunk as Buffer);
    for await (const chunk of checkedAgainst(entry, manifest)) void chunk;
    if (stored && hash.digest('hex') === manifest.entries[entry.name]?.sha256) return false;
    throw new ArchiveError(`/objects/${key} is stored in the target already, with other bytes: a restore never overwrites a file in use. Nothing was restored.`);
  }
  await storage.put(key, Readable.from(checkedAgainst(entry, manifest)), entry.size);
  return true;
}
