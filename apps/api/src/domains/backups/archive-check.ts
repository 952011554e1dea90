import { createHash } from 'node:crypto';
import {
  HEADER_ENTRY,
  keyOfObjectEntry,
  MANIFEST_ENTRY,
  archiveHeaderSchema,
  type BackupManifest,
} from './archive-format';
import { ArchiveError } from './archive-error';
import {
  archiveEntries,
  checkFormatVersion,
  entryLimit,
  openArchive,
  parseJson,
  readAll,
  unreadable,
  type ArchiveEntry,
  type OpenedArchive,
} from './read-archive';
import { RowChunksCheck, tableOfChunk } from './table-chunks';

export type EntryKind =
  { kind: 'header' } | { kind: 'manifest' } | { kind: 'rows'; table: string } | { kind: 'object'; key: string };

function mismatch(name: string): ArchiveError {
  return new ArchiveError(
    `${name} does not match its SHA-256 in the manifest: the archive is damaged or was altered. Nothing was restored.`,
  );
}

/**
 * The entry's bytes as they pass, checked against the manifest: its size is known before it is read and reading
 * stops there, and its SHA-256 must match once its last byte has passed (`onVerified` is then called).
 */
export async function* verifiedBytes(
  entry: ArchiveEntry,
  manifest: BackupManifest,
  onVerified?: () => void,
): AsyncGenerator<Buffer> {
  const expected = manifest.entries[entry.name];
  if (!expected || entry.size !== expected.size) throw mismatch(entry.name);
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of entry.stream) {
    size += chunk.length;
    if (size > expected.size) throw mismatch(entry.name);
    hash.update(chunk);
    yield chunk;
  }
  if (size !== expected.size || hash.digest('hex') !== expected.sha256) throw mismatch(entry.name);
  onVerified?.();
}

/**
 * Checks an archive opened with openArchive while it streams past, entry by entry, so that one pass both checks
 * and loads it: the order (folio-backup.json first, every table chunk before the first object, manifest.json last and
 * the very bytes read from the end), every
 * entry's name, size limit and SHA-256 against the manifest, no entry twice or unlisted, every row one the app
 * would have written (restored-rows.ts), and at the end (`finish`) that nothing the manifest lists is missing.
 * Whatever the caller has done with the bytes meanwhile must be undone when a check throws: a restore does it all
 * in a transaction that commits only after `finish`.
 */
export class ArchiveCheck {
  private readonly manifest: BackupManifest;
  private readonly seen = new Set<string>();
  private readonly verified = new Set<string>();
  private readonly rowChunks = new RowChunksCheck();
  private manifestSeen = false;
  private objectSeen = false;

  constructor(private readonly archive: OpenedArchive) {
    this.manifest = archive.manifest;
  }

  /** What the next entry is, refusing it when no backup has it there; then read it with `rowLines` or `read`. */
  begin(entry: ArchiveEntry): EntryKind {
    if (this.seen.size === 0 && !this.manifestSeen) {
      if (entry.name !== HEADER_ENTRY)
        throw new ArchiveError(`This is not a Folio backup: it does not start with ${HEADER_ENTRY}.`);
      this.listed(entry);
      return { kind: 'header' };
    }
    if (this.manifestSeen)
      throw new ArchiveError(`The archive has entries after ${MANIFEST_ENTRY}; it has been altered.`);
    if (entry.name === MANIFEST_ENTRY) {
      this.manifestSeen = true;
      return { kind: 'manifest' };
    }
    if (this.seen.has(entry.name))
      throw new ArchiveError(`The archive holds ${entry.name} twice; it was altered. Nothing was restored.`);
    const limit = entryLimit(entry.name);
    if (entry.size > limit) {
      throw new ArchiveError(
        `${entry.name} is ${String(entry.size)} bytes, more than a Folio backup ever holds there (${String(limit)}). Nothing was restored.`,
      );
    }
    const table = tableOfChunk(entry.name);
    if (table) this.rowChunks.table(table);
    // A backup writes every row before the first object: rows after it would miss the checks across tables.
    if (table && this.objectSeen)
      throw new ArchiveError(
        `The archive holds ${entry.name} after its files, where no backup has rows; it was altered. Nothing was restored.`,
      );
    this.objectSeen ||= !table;
    this.listed(entry);
    return table ? { kind: 'rows', table } : { kind: 'object', key: keyOfObjectEntry(entry.name) ?? '' };
  }

  private listed(entry: ArchiveEntry): void {
    const expected = this.manifest.entries[entry.name];
    if (!expected)
      throw new ArchiveError(`The archive holds ${entry.name}, which its manifest does not list; it was altered.`);
    if (expected.size !== entry.size) throw mismatch(entry.name);
    this.seen.add(entry.name);
  }

  /** The entry's bytes, checked against the manifest as they pass. */
  bytes(entry: ArchiveEntry): AsyncGenerator<Buffer> {
    return verifiedBytes(entry, this.manifest, () => this.verified.add(entry.name));
  }

  /** A table chunk's rows, inflated and parsed as they stream, a few at a time, each checked before it is answered. */
  rows(entry: ArchiveEntry, table: string): AsyncGenerator<Record<string, unknown>[]> {
    return this.rowChunks.rows(this.bytes(entry), entry.name, table);
  }

  /**
   * A table chunk's bytes as stored (compressed), read whole once they have matched the manifest, for its rows to be
   * checked elsewhere (a restore's row worker: rows-worker.ts) with a RowChunksCheck of its own.
   */
  async rowChunk(entry: ArchiveEntry): Promise<Buffer> {
    return readAll(this.bytes(entry), entry.size);
  }

  /** Reads the header, the manifest or an object through to its end without keeping it (an object: its bytes are checked). */
  async read(entry: ArchiveEntry, kind: EntryKind): Promise<void> {
    if (kind.kind === 'header') {
      const header = archiveHeaderSchema.safeParse(parseJson(await readAll(this.bytes(entry), 4096), HEADER_ENTRY));
      if (!header.success)
        throw new ArchiveError(`This is not a Folio backup: ${HEADER_ENTRY} is not one Folio writes.`);
      checkFormatVersion(header.data.formatVersion);
    } else if (kind.kind === 'manifest') {
      const bytes = await readAll(entry.stream, entry.size);
      if (createHash('sha256').update(bytes).digest('hex') !== this.archive.manifestSha256) {
        throw new ArchiveError(`${MANIFEST_ENTRY} changed while the archive was being read. Nothing was restored.`);
      }
    } else {
      for await (const chunk of this.bytes(entry)) void chunk;
    }
  }

  /** After the last entry: every entry the manifest lists was there and matched, and the rows agree across tables. */
  finish(): void {
    this.rowChunks.finish();
    if (this.seen.size === 0) throw new ArchiveError('The archive is empty.');
    if (!this.manifestSeen)
      throw new ArchiveError(
        `The archive has no ${MANIFEST_ENTRY}: it is truncated (the backup did not finish) and cannot be restored.`,
      );
    for (const name of Object.keys(this.manifest.entries)) {
      if (!this.seen.has(name))
        throw new ArchiveError(`The archive is missing ${name}, which its manifest lists. Nothing was restored.`);
      if (!this.verified.has(name)) throw mismatch(name);
    }
  }
}

/**
 * Reads the whole archive without writing anything, checking it as a restore does. Answers the manifest, or
 * rejects with an ArchiveError.
 */
export async function verifyArchive(file: string, key: string): Promise<BackupManifest> {
  const archive = await openArchive(file, key);
  const check = new ArchiveCheck(archive);
  try {
    for await (const entry of archiveEntries(archive)) {
      const kind = check.begin(entry);
      if (kind.kind === 'rows') for await (const rows of check.rows(entry, kind.table)) void rows;
      else await check.read(entry, kind);
    }
    check.finish();
  } catch (error) {
    throw unreadable(error);
  }
  return archive.manifest;
}
