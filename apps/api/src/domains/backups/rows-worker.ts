/**
 * A restore's row worker (row-loader.ts starts it): the archive's table chunks are inflated, parsed, checked row by
 * row (restored-rows.ts) and spelt as COPY text here, on a thread of their own, while the restore's main thread reads
 * on and writes the archive's objects to the storage; the main thread sends the text to PostgreSQL. Chunks are
 * handled one at a time in the order they come, so rows keep their order and their numbers in messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { TableManifest } from './archive-format';
import { ArchiveError } from './archive-error';
import { RowChunksCheck } from './table-chunks';
import { copyText, rowCopy, type RowCopy } from './copy-rows';
import type { CatalogTable } from './database-catalog';

export type RowsWorkerData = { tables: TableManifest[] };

/**
 * To the worker: the restored schema's tables (first), a chunk's stored bytes (verified against the manifest), the
 * end of the chunks, or that a piece of COPY text it made is in the database.
 */
export type ToRowsWorker =
  | { kind: 'catalog'; catalog: CatalogTable[] }
  | { kind: 'chunk'; name: string; table: string; load: boolean; bytes: Uint8Array }
  | { kind: 'finish' }
  | { kind: 'copied' };

/** From the worker: COPY text of the chunk under way, its end, the end of all, or why it stopped. */
export type FromRowsWorker =
  | { kind: 'copy'; text: string }
  | { kind: 'chunk-done' }
  | { kind: 'finished' }
  | { kind: 'failed'; message: string; archive: boolean };

const port = parentPort;
if (!port) throw new Error('rows-worker.ts runs as a worker thread (row-loader.ts).');
const { tables } = workerData as RowsWorkerData;
const catalogByName = new Map<string, CatalogTable>();
const copies = new Map<string, RowCopy>();
const check = new RowChunksCheck();
const post = (message: FromRowsWorker) => port.postMessage(message);

/**
 * COPY text handed over and not yet in the database. The worker waits while there are this many, so what it makes
 * ahead of PostgreSQL stays a few pieces of about 1 MB however many rows there are.
 */
const TEXTS_AHEAD = 2;
let textsAhead = 0;
let copied: (() => void) | null = null;

async function handOver(text: string): Promise<void> {
  post({ kind: 'copy', text });
  textsAhead += 1;
  while (textsAhead >= TEXTS_AHEAD) await new Promise<void>((resolve) => (copied = resolve));
}

function copyOf(table: string): RowCopy | null {
  let copy = copies.get(table);
  const manifest = tables.find((entry) => entry.name === table);
  const target = catalogByName.get(table);
  if (!copy && manifest && target) {
    copy = rowCopy(manifest, target);
    copies.set(table, copy);
  }
  return copy ?? null;
}

async function handle(message: Exclude<ToRowsWorker, { kind: 'copied' }>): Promise<void> {
  if (message.kind === 'catalog') {
    for (const table of message.catalog) catalogByName.set(table.name, table);
    return;
  }
  if (message.kind === 'finish') {
    check.finish();
    post({ kind: 'finished' });
    return;
  }
  const bytes = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
  const rows = check.rows(
    (async function* () {
      yield bytes;
    })(),
    message.name,
    message.table,
  );
  const copy = message.load ? copyOf(message.table) : null;
  if (copy) for await (const text of copyText(copy, rows)) await handOver(text);
  else for await (const batch of rows) void batch;
  post({ kind: 'chunk-done' });
}

// One message at a time, in order; after a failure the rest is ignored (the restore is rolling back).
let queue = Promise.resolve();
let failed = false;
port.on('message', (message: ToRowsWorker) => {
  if (message.kind === 'copied') {
    textsAhead -= 1;
    copied?.();
    return;
  }
  queue = queue.then(async () => {
    if (failed) return;
    try {
      await handle(message);
    } catch (error) {
      failed = true;
      const archive = error instanceof ArchiveError;
      post({
        kind: 'failed',
        archive,
        message: archive ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  });
});
