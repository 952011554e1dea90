import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { CHUNK_BYTES } from './archive-format';
import { ArchiveError } from './archive-error';
import { MAX_ROW_BYTES, RestoredRowsCheck } from './restored-rows';

/**
 * An archive's table chunks (`tables/<table>/NNNNNN.ndjson.gz`): their rows inflated, split and parsed as they
 * stream, bounded however the archive is made, and checked as the app would have written them. Apart from the
 * archive's reading (read-archive.ts), so a restore's row worker (rows-worker.ts) loads only this.
 */

const INFLATED_PIECE_BYTES = 256 * 1024;

/** A table chunk holds about CHUNK_BYTES of rows, plus the row that passed it. */
export const MAX_CHUNK_BYTES = CHUNK_BYTES + MAX_ROW_BYTES;

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
  // Pieces larger than zlib's 16 KiB: fewer hops through the stream for the same rows.
  const gunzip = createGunzip({ chunkSize: INFLATED_PIECE_BYTES });
  const source = Readable.from(stream);
  source.pipe(gunzip);
  source.once('error', (error) => gunzip.destroy(error));
  let size = 0;
  try {
    for await (const chunk of gunzip) {
      size += (chunk as Buffer).length;
      if (size > MAX_CHUNK_BYTES) {
        throw new ArchiveError(
          `${name} inflates to more than ${String(MAX_CHUNK_BYTES)} bytes, more than a Folio backup ever holds there. Nothing was restored.`,
        );
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
 * The lines of an NDJSON stream, those each read chunk completes handed on together (a hop through the async
 * iteration per row was a good part of a restore's time on page views), never more than one line (at most
 * MAX_ROW_BYTES) and one read chunk's lines in memory, however the data is made: a longer line is refused as it grows.
 */
export async function* ndjsonLines(stream: AsyncIterable<Buffer>, what: string): AsyncGenerator<string[]> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    const lines: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      if (pendingBytes + piece.length > MAX_ROW_BYTES) throw tooLong(what);
      const line = pendingBytes === 0 ? piece.toString('utf8') : Buffer.concat([...pending, piece]).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = end + 1;
      if (line.length > 0) lines.push(line);
    }
    const rest = chunk.subarray(start);
    pendingBytes += rest.length;
    if (pendingBytes > MAX_ROW_BYTES) throw tooLong(what);
    if (rest.length > 0) pending.push(Buffer.from(rest));
    if (lines.length > 0) yield lines;
  }
  if (pendingBytes > 0) yield [Buffer.concat(pending).toString('utf8')];
}

function tooLong(what: string): ArchiveError {
  return new ArchiveError(
    `${what} has a row longer than ${String(MAX_ROW_BYTES)} bytes, which Folio never writes; it was altered. Nothing was restored.`,
  );
}

/**
 * The rows of an archive's table chunks, each checked as it streams past (restored-rows.ts), numbered per table
 * across its chunks for the messages that name a row; `finish` checks what spans tables once all are read.
 */
export class RowChunksCheck {
  private readonly rowCheck = new RestoredRowsCheck();
  private readonly rowsSeen = new Map<string, number>();

  /** Refuses a table a backup never holds. */
  table(table: string): void {
    this.rowCheck.table(table);
  }

  /** The rows of the chunk `name` of `table`, from its stored (compressed) bytes, a few at a time (ndjsonLines). */
  async *rows(bytes: AsyncIterable<Buffer>, name: string, table: string): AsyncGenerator<Record<string, unknown>[]> {
    this.table(table);
    let index = this.rowsSeen.get(table) ?? 0;
    for await (const lines of ndjsonLines(inflated(bytes, name), name)) {
      const rows = lines.map((line) => {
        index += 1;
        const row = parseRow(line, `${table}, row ${String(index)},`);
        this.rowCheck.row(table, index, row);
        return row as Record<string, unknown>;
      });
      yield rows;
    }
    this.rowsSeen.set(table, index);
  }

  finish(): void {
    this.rowCheck.finish();
  }
}

export function parseRow(line: string, what: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new ArchiveError(`The archive's ${what} is not valid JSON; it is damaged or not a Folio backup.`);
  }
}
