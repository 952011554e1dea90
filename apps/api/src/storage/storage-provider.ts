import type { Readable } from 'node:stream';
import type { UploadUrlCheck } from './upload-signature';

/** A stored object's bytes, as the API streams them to the browser. */
export type DownloadTarget = { stream: Readable; size: number };

/**
 * Where uploaded files live (docs/architecture.md §4). Keys are storage keys such as `uploads/<uuid>` (see
 * object-keys.ts); the API speaks of them as object paths (`/objects/uploads/<uuid>`). A failure of the
 * storage itself (full or read-only disk, unreachable bucket) rejects with a 503 AppError (storage-errors.ts).
 */
type StorageOperations = {
  /**
   * A URL the browser PUTs the file's bytes to, valid for UPLOAD_URL_TTL_SECONDS. The local driver answers a
   * path on the API's own origin; callers resolve it against the request's origin.
   */
  createUploadUrl(key: string): Promise<string>;
  /** The stored object's size in bytes, or null when there is none. */
  stat(key: string): Promise<number | null>;
  /** Removes the object; removing one that does not exist is not an error. */
  remove(key: string): Promise<void>;
  /** The object's bytes for the server's own use (e.g. a photo in the social image); null when there is none or it is larger than `maxBytes`. */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  /** The object's bytes, or null when there is no object. */
  download(key: string): Promise<DownloadTarget | null>;
  /**
   * Removes the remains of uploads that stopped half-way and were last written before `before`; answers how
   * many. Only the local driver has any: a presigned PUT to S3 stores the whole object or nothing.
   */
  removeAbandonedWrites(before: Date): Promise<number>;
  /**
   * Rejects with the 503 when the storage cannot be reached or cannot take uploads: readiness, and a check
   * before an upload URL is handed out.
   */
  ping(): Promise<void>;
  /** Stores exactly `size` bytes from `source` under `key`, replacing any object there (restoring a backup). */
  put(key: string, source: Readable, size: number): Promise<void>;
  /** Every stored upload object (not half-finished writes), in no particular order. */
  listUploads(): AsyncIterable<{ key: string; size: number }>;
  /**
   * Cached thumbnails of an uploaded object (derived data, remade when missing): DATA_DIR/thumbnails with the local
   * driver, `thumbnails/` in the bucket with the s3 one. `readThumbnail` answers null when there is none.
   */
  readThumbnail(key: string, width: number): Promise<Buffer | null>;
  writeThumbnail(key: string, width: number, bytes: Buffer): Promise<void>;
  /** Removes every thumbnail of the object; none at all is not an error. */
  removeThumbnails(key: string): Promise<void>;
};

/**
 * The local driver: browsers PUT the bytes to the API itself (domains/files/receive-upload.ts), which checks the
 * URL's signature and writes them.
 */
export type LocalStorageProvider = StorageOperations & {
  readonly driver: 'local';
  checkUploadUrl(key: string, expires: unknown, signature: unknown): UploadUrlCheck;
  /** Stores the bytes of `source` under `key`, or nothing at all when they pass `maxBytes`. */
  write(key: string, source: Readable, maxBytes: number): Promise<'stored' | 'too-large'>;
};

/** The s3 driver: browsers PUT the bytes straight to the bucket with presigned URLs. */
export type S3StorageProvider = StorageOperations & { readonly driver: 's3' };

/** `driver` tells them apart: only the local one receives uploads through the API. */
export type StorageProvider = LocalStorageProvider | S3StorageProvider;
