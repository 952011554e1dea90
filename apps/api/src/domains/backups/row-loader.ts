import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgClient } from '@folio/db';
import type { BackupManifest } from './archive-format';
import { ArchiveError } from './archive-error';
import { sendCopy, type RowCopy } from './copy-rows';
import type { CatalogTable } from './database-catalog';
import type { FromRowsWorker, RowsWorkerData, ToRowsWorker } from './rows-worker';

/**
 * The stored (compressed) bytes of the table chunks handed to the worker and not yet all in the database. Most
 * sites' rows fit, so the archive's reading goes on to the objects at once, while the worker checks the rows; a site
 * with more rows waits here, and memory stays this much however many rows there are (the worker's COPY text ahead
 * of PostgreSQL is bounded too: rows-worker.ts).
 */
const MAX_BYTES_AHEAD = 32 * 1024 * 1024;

/**
 * Starts a restore's row worker, before the restore needs it (its modules load while the schema is migrated); the
 * caller terminates it once the restore is over. The compiled worker sits beside the bundle that starts it (dist/rows-worker.js, build.mjs); run from the sources
 * (the tests), the worker is the TypeScript file, compiled as it loads by tsx.
 */
export function startRowsWorker(manifest: BackupManifest): Worker {
  const data: RowsWorkerData = { tables: manifest.tables };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./rows-worker.js', import.meta.url), { workerData: data });
  // Node's module hooks for ES modules do not reach a worker thread before Node 22; tsx's CommonJS ones do.
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs');
  const file = fileURLToPath(new URL('./rows-worker.ts', import.meta.url));
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(file)});`, {
    eval: true,
    workerData: data,
  });
}

/**
 * Loads a restore's rows: each table chunk's stored bytes go to a worker thread (rows-worker.ts) that checks every
 * row and spells it as COPY text, which is sent here to PostgreSQL, one statement after another on the restore's
 * connection, in the archive's order. Meanwhile the caller reads on through the archive (its objects): the rows'
 * checking and the objects' decryption and writing use both of the machine's cores instead of one after the other.
 * The first failure, the worker's (an ArchiveError naming table, row and field) or PostgreSQL's, is kept and thrown
 * by the next `add` or by `finish`.
 */
export class RowLoader {
  private copying: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;
  private readonly chunks: { table: string; copy: RowCopy | undefined; done: () => void }[] = [];
  private pendingChunks = 0;
  private pendingBytes = 0;
  private chunkFinished: (() => void) | null = null;
  private whenFinished: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  private readonly chunksLeft: Map<string, number>;

  constructor(
    private readonly worker: Worker,
    private readonly client: PgClient,
    manifest: BackupManifest,
    catalog: CatalogTable[],
    private readonly copies: Map<string, RowCopy>,
    private readonly onTableLoaded: (table: string) => void,
  ) {
    this.chunksLeft = new Map(manifest.tables.map((table) => [table.name, table.chunks.length]));
    worker.on('message', (message: FromRowsWorker) => this.received(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The restore's row worker stopped (exit code ${String(code)}).`)));
    this.post({ kind: 'catalog', catalog });
  }

  /** Hands a table chunk's verified bytes to the worker; waits while MAX_BYTES_AHEAD are under way. */
  async add(name: string, table: string, bytes: Buffer, load: boolean): Promise<void> {
    while (this.pendingChunks > 0 && this.pendingBytes + bytes.length > MAX_BYTES_AHEAD && !this.failure) {
      await new Promise<void>((resolve) => (this.chunkFinished = resolve));
    }
    this.throwIfFailed();
    this.pendingChunks += 1;
    this.pendingBytes += bytes.length;
    const copy = load ? this.copies.get(table) : undefined;
    this.chunks.push({
      table,
      copy,
      done: () => {
        this.pendingChunks -= 1;
        this.pendingBytes -= bytes.length;
        this.chunkFinished?.();
        if (!load) return;
        const left = (this.chunksLeft.get(table) ?? 0) - 1;
        this.chunksLeft.set(table, left);
        if (left === 0) this.onTableLoaded(table);
      },
    });
    this.post({ kind: 'chunk', name, table, load: copy !== undefined, bytes });
  }

  /** Waits until every row handed over is in the database and the checks across tables have passed. */
  async finish(): Promise<void> {
    this.throwIfFailed();
    const finished = new Promise<void>((resolve, reject) => (this.whenFinished = { resolve, reject }));
    this.post({ kind: 'finish' });
    await finished;
    await this.copying;
    this.throwIfFailed();
  }

  /** After a failure: waits for the statement under way, so the connection is free for the rollback. */
  async settle(): Promise<void> {
    await this.copying;
  }

  private post(message: ToRowsWorker): void {
    this.worker.postMessage(message);
  }

  private received(message: FromRowsWorker): void {
    if (message.kind === 'failed') {
      this.fail(message.archive ? new ArchiveError(message.message) : new Error(message.message));
      return;
    }
    if (message.kind === 'finished') {
      // After the statements already queued: `finish` awaits them too.
      this.copying = this.copying.then(() => this.whenFinished?.resolve());
      return;
    }
    const chunk = this.chunks[0];
    if (!chunk) return;
    if (message.kind === 'copy') {
      const { copy } = chunk;
      if (copy) {
        this.queue(async () => {
          await sendCopy(this.client, copy.statement, message.text);
          this.post({ kind: 'copied' });
        });
      }
    } else {
      this.chunks.shift();
      this.queue(async () => chunk.done());
    }
  }

  /** Runs `step` after the statements before it, unless something failed meanwhile. */
  private queue(step: () => Promise<void>): void {
    this.copying = this.copying.then(async () => {
      if (this.failure) return;
      try {
        await step();
      } catch (error) {
        this.fail(error);
      }
    });
  }

  private fail(error: unknown): void {
    this.failure ??= { error };
    this.chunkFinished?.();
    this.whenFinished?.reject(this.failure.error);
  }

  /** Throws the first failure so far (a row the worker refused, a statement PostgreSQL refused). */
  throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
