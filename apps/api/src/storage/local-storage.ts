import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_URL_TTL_SECONDS } from '@folio/contracts';
import { AppError } from '../lib/errors';
import { loadOrCreateSecret } from '../lib/secrets';
import { isUploadKey } from './object-keys';
import { guardStorage, storageError, storageRefusal } from './storage-errors';
import type { DownloadTarget, LocalStorageProvider } from './storage-provider';
import { UploadSigner, type UploadUrlCheck } from './upload-signature';

const MEGABYTE = 1_048_576;
/** What `put` writes at a time. */
const PUT_WRITE_BYTES = MEGABYTE;

/**
 * A temporary upload file untouched for this long belongs to no live request: a request that stops sending
 * is cut off after 15 minutes (app.ts requestTimeout), and one that still sends keeps its file's mtime fresh.
 * Such files are left by a crash or a kill in the middle of an upload.
 */
export const STALE_INCOMING_MS = 60 * 60 * 1000;

class UploadTooLargeError extends Error {}
class UploadAbortedError extends Error {}

/** Nobody hears this answer (the client has gone); a 4xx keeps a client hanging up out of the error log. */
const interrupted = () => new AppError('BAD_REQUEST', 'The upload was interrupted');

/** Counts bytes as they pass and fails the stream as soon as there are more than `maxBytes`. */
function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new UploadTooLargeError() : null, chunk);
    },
  });
}

/**
 * Files under DATA_DIR/objects. Uploads are PUT to the API itself (domains/files) with a signed URL, land in
 * a temporary file in `.incoming` and are renamed into place only when complete, so a reader never sees half
 * a file. A full, read-only or vanished disk answers 503 (storage-errors.ts), never a crash.
 */
export class LocalStorage implements LocalStorageProvider {
  readonly driver = 'local';
  private readonly incoming: string;

  private constructor(
    private readonly root: string,
    private readonly thumbnails: string,
    private readonly signer: UploadSigner,
    private readonly minFreeBytes: number,
  ) {
    this.incoming = path.join(root, '.incoming');
  }

  /** `minFreeMegabytes`: READY_MIN_FREE_MB, under which readiness and new uploads fail (0: no such check). */
  static async open(dataDir: string, { minFreeMegabytes }: { minFreeMegabytes: number }): Promise<LocalStorage> {
    const root = path.join(dataDir, 'objects');
    await mkdir(path.join(root, 'uploads'), { recursive: true });
    await mkdir(path.join(root, '.incoming'), { recursive: true });
    const thumbnails = path.join(dataDir, 'thumbnails');
    return new LocalStorage(
      root,
      thumbnails,
      new UploadSigner(await loadOrCreateSecret(dataDir, 'uploads')),
      minFreeMegabytes * MEGABYTE,
    );
  }

  async createUploadUrl(key: string, now: Date = new Date()): Promise<string> {
    const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
    const query = new URLSearchParams({ expires: String(expires), signature: this.signer.sign(key, expires) });
    return `/objects/${key}?${query.toString()}`;
  }

  checkUploadUrl(key: string, expires: unknown, signature: unknown): UploadUrlCheck {
    return this.signer.check(key, expires, signature);
  }

  /**
   * Stores the bytes of `source` under `key`, or nothing at all when they pass `maxBytes` or the client hangs
   * up: the temporary file is removed whatever happens.
   */
  async write(key: string, source: Readable, maxBytes: number): Promise<'stored' | 'too-large'> {
    const target = this.pathOf(key);
    // A client may have hung up while the request waited for the database: there is nothing to write then.
    if (source.destroyed && !source.readableEnded) throw interrupted();
    const temporary = path.join(this.incoming, randomUUID());
    const limit = byteLimit(maxBytes);
    // pipe(), not pipeline(), for the source: a failure must not destroy the request, so the client still
    // hears the 413 or 503.
    source.pipe(limit);
    // pipe() does not forward a client that hangs up; without this the write would wait forever.
    const abortIfCut = () => {
      if (!source.readableEnded) limit.destroy(new UploadAbortedError());
    };
    source.once('error', abortIfCut);
    source.once('close', abortIfCut);
    // flush: the bytes are on disk before the PUT answers 200, and the rename is made durable too, so a crash
    // cannot leave a registered file without its content.
    const file = createWriteStream(temporary, { flags: 'wx', flush: true });
    try {
      await pipeline(limit, file);
      await rename(temporary, target);
      await syncDirectory(path.dirname(target));
      return 'stored';
    } catch (error) {
      source.unpipe(limit);
      // pipeline can give up while the file stream is still opening, that is creating the file: remove it
      // only once the stream has closed, or an empty file would stay behind.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await rm(temporary, { force: true }).catch(() => undefined);
      if (error instanceof UploadTooLargeError) return 'too-large';
      if (error instanceof UploadAbortedError) throw interrupted();
      throw storageError('write', error);
    } finally {
      source.off('error', abortIfCut);
      source.off('close', abortIfCut);
    }
  }

  /**
   * As `write` does it (a temporary file in `.incoming`, flushed, renamed into place, the directory flushed), for a
   * source of our own (a restore): its pieces are gathered and written PUT_WRITE_BYTES at a time, one write call
   * instead of sixteen, each a hop to the disk's threads and back (a restore's files took twice the time through a
   * write stream).
   */
  async put(key: string, source: Readable, size: number): Promise<void> {
    const target = this.pathOf(key);
    const temporary = path.join(this.incoming, randomUUID());
    const file = await guardStorage('write', () => open(temporary, 'wx'));
    try {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let written = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written > size) throw new Error(`${key} has more than the ${String(size)} bytes expected`);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= PUT_WRITE_BYTES) {
          await guardStorage('write', () => file.writev(pending));
          pending = [];
          pendingBytes = 0;
        }
      }
      if (pending.length > 0) await guardStorage('write', () => file.writev(pending));
      await guardStorage('write', () => file.sync());
      await file.close();
      await guardStorage('write', () => rename(temporary, target));
      await guardStorage('write', () => syncDirectory(path.dirname(target)));
    } catch (error) {
      await file.close().catch(() => undefined);
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async *listUploads(): AsyncIterable<{ key: string; size: number }> {
    const directory = path.join(this.root, 'uploads');
    for (const name of await guardStorage('list', () => readdir(directory))) {
      const key = `uploads/${name}`;
      if (!isUploadKey(key)) continue;
      const size = await this.stat(key);
      if (size !== null) yield { key, size };
    }
  }

  async stat(key: string): Promise<number | null> {
    const file = this.pathOf(key);
    return guardStorage('stat', async () => {
      try {
        const info = await stat(file);
        return info.isFile() ? info.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    });
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await guardStorage('remove', () => rm(file, { force: true }));
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const size = await this.stat(key);
    if (size === null || size > maxBytes) return null;
    const file = this.pathOf(key);
    return guardStorage('read', () => readFile(file));
  }

  async download(key: string): Promise<DownloadTarget | null> {
    const file = this.pathOf(key);
    // Opened here, not lazily by the stream: an unreadable disk is then a 503 before any header is sent.
    const handle = await guardStorage('download', async () => {
      try {
        return await open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    });
    if (!handle) return null;
    try {
      const info = await guardStorage('download', () => handle.stat());
      return { stream: handle.createReadStream(), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * Ready to take uploads when a file can really be written (a read-only mount, lost permissions or a full disk
   * all fail here, as root too) and at least READY_MIN_FREE_MB are free; otherwise a 503.
   */
  async ping(): Promise<void> {
    const probe = path.join(this.incoming, `probe-${randomUUID()}`);
    await guardStorage('probe', async () => {
      await writeFile(probe, 'ok');
      await rm(probe, { force: true });
    });
    const { bavail, bsize } = await guardStorage('statfs', () => statfs(this.root));
    const free = bavail * bsize;
    if (free < this.minFreeBytes) {
      throw storageRefusal(
        'full',
        `Only ${formatMegabytes(free)} free under ${this.root}; at least ${formatMegabytes(this.minFreeBytes)} are needed (READY_MIN_FREE_MB)`,
      );
    }
  }

  /** Removes temporary upload files untouched since `before` (see STALE_INCOMING_MS); answers how many. */
  async removeAbandonedWrites(before: Date): Promise<number> {
    return guardStorage('sweep', async () => {
      let removed = 0;
      for (const name of await readdir(this.incoming)) {
        const file = path.join(this.incoming, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile() && info.mtime < before) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    });
  }

  async readThumbnail(key: string, width: number): Promise<Buffer | null> {
    const file = this.thumbnailPathOf(key, width);
    return guardStorage('read', async () => {
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    });
  }

  /** Written beside its final name and renamed, so a reader never sees half a thumbnail. */
  async writeThumbnail(key: string, width: number, bytes: Buffer): Promise<void> {
    const file = this.thumbnailPathOf(key, width);
    await guardStorage('write', async () => {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.partial`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    });
  }

  async removeThumbnails(key: string): Promise<void> {
    const directory = path.dirname(this.thumbnailPathOf(key, 0));
    await guardStorage('remove', () => rm(directory, { recursive: true, force: true }));
  }

  /** DATA_DIR/thumbnails/<uuid>/<width>.webp */
  private thumbnailPathOf(key: string, width: number): string {
    this.pathOf(key);
    return path.join(this.thumbnails, path.basename(key), `${String(width)}.webp`);
  }

  private pathOf(key: string): string {
    if (!isUploadKey(key)) throw new Error(`Not an upload key: ${key}`);
    return path.join(this.root, key);
  }
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
