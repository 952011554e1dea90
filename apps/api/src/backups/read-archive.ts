import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { MIGRATION_NAMES } from '@folio/db';
import {
  archiveHeaderSchema,
  BACKUP_FORMAT_VERSION,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  manifestSchema,
  type BackupManifest,
} from './archive-format';
import { decryptedStream } from './backup-key';

/** A backup that cannot be restored, with a message for the person restoring it. Nothing has been written. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

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
  const reading = pipeline(plaintext, createGunzip(), extract);
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
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of entry.stream) {
      hash.update(chunk);
      size += chunk.length;
    }
    seen.set(entry.name, { sha256: hash.digest('hex'), size });
  }
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
