import { createHash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable as NodeReadable } from 'node:stream';
import * as tar from 'tar-stream';
import { MAX_UPLOAD_BYTES, OBJECT_KEY_PATTERN } from '@folio/contracts';
import { MIGRATION_NAMES } from '@folio/db';
import {
  archiveHeaderSchema,
  BACKUP_FORMAT_VERSION,
  HEADER_ENTRY,
  keyOfObjectEntry,
  MANIFEST_ENTRY,
  manifestSchema,
  type BackupManifest,
} from './archive-format';
import { ArchiveError } from './archive-error';
import { decryptedChunks, openAgePayload, PLAINTEXT_CHUNK, readChunks, type AgePayload } from './age-payload';
import { MAX_CHUNK_BYTES, tableOfChunk } from './table-chunks';

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
    return new ArchiveError(
      "This key does not open the backup: it was encrypted to another site's key (or altered). Nothing was restored.",
    );
  }
  return new ArchiveError(
    `This is not an encrypted Folio backup (${message}): an archive from a Folio before encrypted backups, or a damaged or ` +
      'altered one, is refused, since nothing then proves who wrote it. Nothing was restored.',
  );
}

export type OpenedArchive = {
  file: string;
  payload: AgePayload;
  /** Read from the archive's end before the rest: what the restore needs first (schema, tables, checksums). */
  manifest: BackupManifest;
  /** Its bytes' SHA-256: the manifest.json met in the pass must be these very bytes. */
  manifestSha256: string;
};

/**
 * Opens an encrypted archive without reading it through: the key opens its header; its first entry, read from the
 * first 64 KiB, must be a format this Folio reads; its manifest, read from its last chunks, must be one Folio
 * writes, of a schema this Folio knows. Each entry is then checked against that manifest as it streams past
 * (archive-check.ts), so a restore reads the archive once. Rejects with an ArchiveError.
 */
export async function openArchive(file: string, key: string): Promise<OpenedArchive> {
  let payload: AgePayload;
  try {
    payload = await openAgePayload(file, key);
  } catch (error) {
    throw error instanceof ArchiveError ? error : undecryptable(error);
  }
  try {
    const handle = await open(file, 'r');
    try {
      checkHeaderEntry(await readChunks(handle, payload, 0, 1));
      const manifestBytes = await readManifestAtEnd(handle, payload);
      const manifest = parseManifest(manifestBytes);
      return { file, payload, manifest, manifestSha256: createHash('sha256').update(manifestBytes).digest('hex') };
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw unreadable(error);
  }
}

const TAR_BLOCK = 512;
/** tar's end: two blocks of zeros. */
const END_OF_TAR = 2 * TAR_BLOCK;

/** The name and size a tar header block gives, or null when it is no header (its checksum does not add up). */
function tarHeader(block: Buffer): { name: string; size: number } | null {
  if (block.length < TAR_BLOCK) return null;
  const field = (from: number, length: number) =>
    block
      .toString('latin1', from, from + length)
      .replace(/\0.*$/s, '')
      .trim();
  let sum = 0;
  for (let i = 0; i < TAR_BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
  if (!/^[0-7]+$/.test(field(148, 8)) || Number.parseInt(field(148, 8), 8) !== sum) return null;
  const size = field(124, 12);
  if (!/^[0-7]+$/.test(size)) return null;
  return { name: field(0, 100), size: Number.parseInt(size, 8) };
}

/** The first entry, folio-backup.json, from the archive's first chunk: a newer format is refused before the rest is read. */
function checkHeaderEntry([first]: Buffer[]): void {
  const header = first ? tarHeader(first) : null;
  if (!first || header?.name !== HEADER_ENTRY || header.size > Math.min(4096, first.length - TAR_BLOCK)) {
    throw new ArchiveError(`This is not a Folio backup: it does not start with ${HEADER_ENTRY}.`);
  }
  const parsed = archiveHeaderSchema.safeParse(
    parseJson(first.subarray(TAR_BLOCK, TAR_BLOCK + header.size), HEADER_ENTRY),
  );
  if (!parsed.success) throw new ArchiveError(`This is not a Folio backup: ${HEADER_ENTRY} is not one Folio writes.`);
  checkFormatVersion(parsed.data.formatVersion);
}

/**
 * manifest.json is the archive's last entry: its header block, its bytes (JSON, so no zero byte among them), zeros
 * to the next block, then tar's end. Read backwards a chunk at a time, the last block that is its header, followed
 * by nothing but zeros after its bytes, is it. Any other layout is no archive a Folio backup finished writing.
 */
async function readManifestAtEnd(handle: FileHandle, payload: AgePayload): Promise<Buffer> {
  const name = Buffer.from(`${MANIFEST_ENTRY}\0`, 'latin1');
  const tail: Buffer[] = [];
  let tailBytes = 0;
  for (
    let chunk = payload.chunks - 1;
    chunk >= 0 && tailBytes <= MAX_MANIFEST_BYTES + 3 * TAR_BLOCK + PLAINTEXT_CHUNK;
    chunk -= 1
  ) {
    const [plaintext = Buffer.alloc(0)] = await readChunks(handle, payload, chunk, 1);
    tail.unshift(plaintext);
    tailBytes += plaintext.length;
    // Blocks start at multiples of 512 in the plaintext, and so in every 64 KiB chunk: look at the new ones only.
    for (let block = Math.floor((plaintext.length - 1) / TAR_BLOCK) * TAR_BLOCK; block >= 0; block -= TAR_BLOCK) {
      if (!plaintext.subarray(block, block + name.length).equals(name)) continue;
      const header = tarHeader(plaintext.subarray(block, block + TAR_BLOCK));
      if (!header || header.name !== MANIFEST_ENTRY || header.size > MAX_MANIFEST_BYTES) continue;
      const rest = Buffer.concat(tail).subarray(block + TAR_BLOCK);
      if (rest.length - header.size < END_OF_TAR || rest.subarray(header.size).some((byte) => byte !== 0)) continue;
      return rest.subarray(0, header.size);
    }
  }
  throw new ArchiveError(
    `The archive has no ${MANIFEST_ENTRY}: it is truncated (the backup did not finish) and cannot be restored.`,
  );
}

function parseManifest(bytes: Buffer): BackupManifest {
  const parsed = manifestSchema.safeParse(parseJson(bytes, MANIFEST_ENTRY));
  if (!parsed.success)
    throw new ArchiveError(`The archive's ${MANIFEST_ENTRY} is not one Folio writes; it is damaged or altered.`);
  const manifest = parsed.data;
  checkFormatVersion(manifest.formatVersion);
  for (const name of [...manifest.tables.flatMap((table) => table.chunks), HEADER_ENTRY]) {
    if (!(name in manifest.entries))
      throw new ArchiveError(`The manifest names ${name} without a checksum; it was altered.`);
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

/**
 * The entries of an opened archive one after another, each to be read (or skipped) before the next. A truncated
 * or changed file rejects with an ArchiveError when the chunk that shows it is reached.
 */
export async function* archiveEntries(archive: OpenedArchive): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(NodeReadable.from(decryptedChunks(archive.payload), { objectMode: false }), extract);
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
  if (
    code === 'Z_BUF_ERROR' ||
    code === 'Z_DATA_ERROR' ||
    /unexpected end|premature|truncated|invalid tar/i.test(String((error as Error).message))
  ) {
    return new ArchiveError(
      `The archive is truncated or damaged and cannot be read (${(error as Error).message}). Nothing was restored.`,
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** The most bytes an entry of this name may have; an entry no Folio backup has is refused. */
export function entryLimit(name: string): number {
  if (name === MANIFEST_ENTRY) return MAX_MANIFEST_BYTES;
  if (tableOfChunk(name)) return MAX_CHUNK_BYTES;
  const key = keyOfObjectEntry(name);
  if (key && OBJECT_KEY_PATTERN.test(`/objects/${key}`)) return MAX_UPLOAD_BYTES;
  throw new ArchiveError(`The archive holds ${name}, which no Folio backup has; it was altered. Nothing was restored.`);
}

export async function readAll(stream: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit)
      throw new ArchiveError('The archive has an entry far larger than a Folio backup would; it is not one.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function parseJson(bytes: Buffer, what: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new ArchiveError(`The archive's ${what} is not valid JSON; it is damaged or not a Folio backup.`);
  }
}

export function checkFormatVersion(version: number): void {
  if (version > BACKUP_FORMAT_VERSION) {
    throw new ArchiveError(
      `This backup uses format version ${String(version)}, newer than this Folio reads (up to ${String(BACKUP_FORMAT_VERSION)}). ` +
        'Upgrade Folio, then restore it. Nothing was restored.',
    );
  }
}
