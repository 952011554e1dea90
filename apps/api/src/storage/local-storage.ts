import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_URL_TTL_SECONDS } from '@folio/contracts';
import { loadOrCreateSecret } from '../lib/secrets';
import { isUploadKey } from './object-keys';
import type { DownloadTarget, StorageProvider } from './storage-provider';
import { UploadSigner, type UploadUrlCheck } from './upload-signature';

class UploadTooLargeError extends Error {}

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
 * Files under DATA_DIR/objects. Uploads are PUT to the API itself (routers/objects) with a signed URL, land in
 * a temporary file and are renamed into place only when complete, so a reader never sees half a file.
 */
export class LocalStorage implements StorageProvider {
  readonly driver = 'local';

  private constructor(
    private readonly root: string,
    private readonly signer: UploadSigner,
  ) {}

  static async open(dataDir: string): Promise<LocalStorage> {
    const root = path.join(dataDir, 'objects');
    await mkdir(path.join(root, 'uploads'), { recursive: true });
    await mkdir(path.join(root, '.incoming'), { recursive: true });
    return new LocalStorage(root, new UploadSigner(await loadOrCreateSecret(dataDir, 'uploads')));
  }

  async createUploadUrl(key: string, now: Date = new Date()): Promise<string> {
    const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
    const query = new URLSearchParams({ expires: String(expires), signature: this.signer.sign(key, expires) });
    return `/objects/${key}?${query.toString()}`;
  }

  checkUploadUrl(key: string, expires: unknown, signature: unknown): UploadUrlCheck {
    return this.signer.check(key, expires, signature);
  }

  /** Stores the bytes of `source` under `key`, or nothing at all when they pass `maxBytes`. */
  async write(key: string, source: Readable, maxBytes: number): Promise<'stored' | 'too-large'> {
    const target = this.pathOf(key);
    const temporary = path.join(this.root, '.incoming', randomUUID());
    const limit = byteLimit(maxBytes);
    // pipe(), not pipeline(), for the source: a failure must not destroy the request, so the client still
    // hears the 413.
    source.pipe(limit);
    // pipe() does not forward a client that hangs up; without this the write would wait forever.
    source.once('error', (error) => limit.destroy(error));
    source.once('close', () => {
      if (!source.readableEnded) limit.destroy(new Error('The upload was aborted'));
    });
    try {
      // flush: the bytes are on disk before the PUT answers 200, and the rename is made durable too, so a
      // crash cannot leave a registered file without its content.
      await pipeline(limit, createWriteStream(temporary, { flags: 'wx', flush: true }));
      await rename(temporary, target);
      await syncDirectory(path.dirname(target));
      return 'stored';
    } catch (error) {
      source.unpipe(limit);
      await rm(temporary, { force: true });
      if (error instanceof UploadTooLargeError) return 'too-large';
      throw error;
    }
  }

  async stat(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const size = await this.stat(key);
    if (size === null || size > maxBytes) return null;
    return readFile(this.pathOf(key));
  }

  async download(key: string): Promise<DownloadTarget | null> {
    const size = await this.stat(key);
    if (size === null) return null;
    return { kind: 'stream', stream: createReadStream(this.pathOf(key)), size };
  }

  async ping(): Promise<void> {
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  private pathOf(key: string): string {
    if (!isUploadKey(key)) throw new Error(`Not an upload key: ${key}`);
    return path.join(this.root, key);
  }
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
