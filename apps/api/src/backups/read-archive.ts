import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable as NodeReadable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { MAX_UPLOAD_BYTES, OBJECT_KEY_PATTERN } from '@folio/contracts';
import { MIGRATION_NAMES } from '@folio/db';
import {
  archiveHeaderSchema,
  BACKUP_FORMAT_VERSION,
  CHUNK_BYTES,
  HEADER_ENTRY,
  keyOfObjectEntry,
  MANIFEST_ENTRY,
  manifestSchema,
  type BackupManifest,
} from './archive-format';
import { ArchiveError } from './archive-error';
import { decryptedStream } from './backup-key';
import { MAX_ROW_BYTES, RestoredRowsCheck } from './restored-rows';

export { ArchiveError };

/** The manifest is small (a line per table chunk and per object); anything far larger is not one of ours. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export type ArchiveEntry = { name: string; size: number; stream: AsyncIterable<Buffer> & { resume(): unknown } };

/** Why the archive's encryption refuses it, before anything of it is read. */
function undecryptable(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT' || code === 'EISDIR') return unreadable(error);
  const message = error instanceof Error ? error.message : String(error);
  if (/no identity matched/i.test(message)) {
    return new ArchiveError('This key does not open the backup: it was encrypted to another site\'s key (or altered). Nothing was restored.');
  }
  return new ArchiveError(
    `This is not an encrypted Folio backup (${message}): an archive from a Folio before encrypted backups, or a damaged or ` +
      'altered one, is refused, since nothing then proves who wrote it. Nothing was restored.',
  );
}

/**
 * The entries of an encrypted .tar.gz file (backup-key.ts) one after another, each to be read (or skipped) before the next. A truncated or
 * corrupt file rejects with an ArchiveError.
 */
export async function* archiveEntries(file: string, key: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  let plaintext: Readable;
  try {
    plaintext = await decryptedStream(key, createReadStream(file));
  } catch (error) {
    throw undecryptable(error);
  }
  const reading = pipeline(plaintext, extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, size: entry.header.size, stream: entry as unknown as ArchiveEntry['stream'] };
      entry.resume();
    }
    await reading;
  } catch (error) {
    throw unreadable(error);
  } finally {
    extract.destroy();
  }
}

/** A failure while reading an archive, as the person restoring should hear it. */
export function unreadable(error: unknown): Error {
  if (error instanceof ArchiveError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return new ArchiveError(`There is no file at that path (${(error as Error).message})`);
  if (/invalid tag|decrypt|chunk/i.test(String((error as Error).message))) {
    return new ArchiveError(
      `The archive was changed or cut since it was written (${(error as Error).message}): it fails its encryption's authentication. Nothing was restored.`,
    );
  }
  if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || /unexpected end|premature|truncated|invalid tar/i.test(String((error as Error).message))) {
    return new ArchiveError(`The archive is truncated or damaged and cannot be read (${(error as Error).message}). Nothing was restored.`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** A table chunk holds about CHUNK_BYTES of rows, plus the row that passed it. */
const MAX_CHUNK_BYTES = CHUNK_BYTES + MAX_ROW_BYTES;

/** The most bytes an entry of this name may have; an entry no Folio backup has is refused. */
function entryLimit(name: string): number {
  if (name === MANIFEST_ENTRY) return MAX_MANIFEST_BYTES;
  if (tableOfChunk(name)) return MAX_CHUNK_BYTES;
  const key = keyOfObjectEntry(name);
  if (key && OBJECT_KEY_PATTERN.test(`/objects/${key}`)) return MAX_UPLOAD_BYTES;
  throw new ArchiveError(`The archive holds ${name}, which no Folio backup has; it was altered. Nothing was restored.`);
}

const TABLE_CHUNK = /^tables\/([a-z_][a-z0-9_]*)\/\d{6}\.ndjson\.gz$/;

/** The table a `tables/<table>/NNNNNN.ndjson.gz` entry holds rows of; null for any other entry. */
export function tableOfChunk(name: string): string | null {
  return TABLE_CHUNK.exec(name)?.[1] ?? null;
}

/**
 * A table chunk's rows, inflated as they stream, and never more than MAX_CHUNK_BYTES of them: a chunk that
 * inflates further (a gzip bomb) is refused as it passes the limit, whatever its compressed size. The compressed
 * bytes are read to their end either way (their checksum covers them).
 */
export async function* inflated(stream: AsyncIterable<Buffer>, name: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const source = NodeReadable.from(stream);
  source.pipe(gunzip);
  source.once('error', (error) => gunzip.destroy(error));
  let size = 0;
  try {
    for await (const chunk of gunzip) {
      size += (chunk as Buffer).length;
      if (size > MAX_CHUNK_BYTES) {
        throw new ArchiveError(`${name} inflates to more than ${String(MAX_CHUNK_BYTES)} bytes, more than a Folio backup ever holds there. Nothing was restored.`);
      }
      yield chunk as Buffer;
    }
  } finally {
    source.unpipe(gunzip);
    source.destroy();
    gunzip.destroy();
  }
}

/**
 * The lines of an NDJSON stream one at a time, never more than one line (at most MAX_ROW_BYTES) and one read
 * chunk in memory, however the data is made: a longer line is refused as it grows.
 */
export async function* ndjsonLines(stream: AsyncIterable<Buffer>, what: string): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      if (pendingBytes + piece.length > MAX_ROW_BYTES) throw tooLong(what);
      const line = pendingBytes === 0 ? piece.toString('utf8') : Buffer.concat([...pending, piece]).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = end + 1;
      if (line.length > 0) yield line;
    }
    const rest = chunk.subarray(start);
    pendingBytes += rest.length;
    if (pendingBytes > MAX_ROW_BYTES) throw tooLong(what);
    if (rest.length > 0) pending.push(Buffer.from(rest));
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
}

function tooLong(what: string): ArchiveError {
  return new ArchiveError(`${what} has a row longer than ${String(MAX_ROW_BYTES)} bytes, which Folio never writes; it was altered. Nothing was restored.`);
}

async function readAll(stream: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) throw new ArchiveError('The archive has an entry far larger than a Folio backup would; it is not one.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseJson(bytes: Buffer, what: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new ArchiveError(`The archive's ${what} is not valid JSON; it is damaged or not a Folio backup.`);
  }
}

function checkFormatVersion(version: number): void {
  if (version > BACKUP_FORMAT_VERSION) {
    throw new ArchiveError(
      `This backup uses format version ${String(version)}, newer than this Folio reads (up to ${String(BACKUP_FORMAT_VERSION)}). ` +
        'Upgrade Folio, then restore it. Nothing was restored.',
    );
  }
}

/**
 * Reads the whole archive once without writing anything: the format version first (a newer one is refused
 * before the rest is read), then every entry's SHA-256 and size against the manifest, then that this Folio
 * knows every migration of the backup's schema. Answers the manifest, or rejects with an ArchiveError.
 */
export async function verifyArchive(file: string, key: string): Promise<BackupManifest> {
  try {
    return await checkArchive(file, key);
  } catch (error) {
    throw unreadable(error);
  }
}

async function checkArchive(file: string, key: string): Promise<BackupManifest> {
  const seen = new Map<string, { sha256: string; size: number }>();
  const rows = new RestoredRowsCheck();
  const rowsSeen = new Map<string, number>();
  let manifestBytes: Buffer | null = null;
  let first = true;
  for await (const entry of archiveEntries(file, key)) {
    if (first) {
      first = false;
      if (entry.name !== HEADER_ENTRY) throw new ArchiveError(`This is not a Folio backup: it does not start with ${HEADER_ENTRY}.`);
      const bytes = await readAll(entry.stream, 4096);
      seen.set(HEADER_ENTRY, { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length });
      const header = archiveHeaderSchema.safeParse(parseJson(bytes, HEADER_ENTRY));
      if (!header.success) throw new ArchiveError(`This is not a Folio backup: ${HEADER_ENTRY} is not one Folio writes.`);
      checkFormatVersion(header.data.formatVersion);
      continue;
    }
    if (manifestBytes) throw new ArchiveError(`The archive has entries after ${MANIFEST_ENTRY}; it has been altered.`);
    if (entry.name === MANIFEST_ENTRY) {
      manifestBytes = await readAll(entry.stream, MAX_MANIFEST_BYTES);
      continue;
    }
    if (seen.has(entry.name)) throw new ArchiveError(`The archive holds ${entry.name} twice; it was altered. Nothing was restored.`);
    const limit = entryLimit(entry.name);
    if (entry.size > limit) {
      throw new ArchiveError(`${entry.name} is ${String(entry.size)} bytes, more than a Folio backup ever holds there (${String(limit)}). Nothing was restored.`);
    }
    const hash = createHash('sha256');
    let size = 0;
    const hashed = async function* () {
      for await (const chunk of entry.stream) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    };
    const table = tableOfChunk(entry.name);
    if (table) {
      rows.table(table);
      let index = rowsSeen.get(table) ?? 0;
      for await (const line of ndjsonLines(inflated(hashed(), entry.name), entry.name)) {
        index += 1;
        rows.row(table, index, parseJson(Buffer.from(line), `${table}, row ${String(index)},`));
      }
      rowsSeen.set(table, index);
    } else {
      for await (const chunk of hashed()) void chunk;
    }
    seen.set(entry.name, { sha256: hash.digest('hex'), size });
  }
  rows.finish();
  if (first) throw new ArchiveError('The archive is empty.');
  if (!manifestBytes) throw new ArchiveError(`The archive has no ${MANIFEST_ENTRY}: it is truncated (the backup did not finish) and cannot be restored.`);

  const parsed = manifestSchema.safeParse(parseJson(manifestBytes, MANIFEST_ENTRY));
  if (!parsed.success) throw new ArchiveError(`The archive's ${MANIFEST_ENTRY} is not one Folio writes; it is damaged or altered.`);
  const manifest = parsed.data;
  checkFormatVersion(manifest.formatVersion);

  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = seen.get(name);
    if (!actual) throw new ArchiveError(`The archive is missing ${name}, which its manifest lists. Nothing was restored.`);
    if (actual.sha256 !== expected.sha256 || actual.size !== expected.size) {
      throw new ArchiveError(`${name} does not match its SHA-256 in the manifest: the archive is damaged or was altered. Nothing was restored.`);
    }
  }
  for (const name of seen.keys()) {
    if (!(name in manifest.entries)) throw new ArchiveError(`The archive holds ${name}, which its manifest does not list; it was altered.`);
  }
  const listed = [...manifest.tables.flatMap((table) => table.chunks), HEADER_ENTRY];
  for (const name of listed) {
    if (!(name in manifest.entries)) throw new ArchiveError(`The manifest names ${name} without a checksum; it was altered.`);
  }

  const known = new Set(MIGRATION_NAMES);
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ArchiveError(
      `This backup was made by a newer Folio (its database has migrations this one does not know: ${unknown.join(', ')}). ` +
        'Upgrade Folio, then restore it. Nothing was restored.',
    );
  }
  return manifest;
}
