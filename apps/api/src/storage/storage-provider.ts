import type { Readable } from 'node:stream';

/** How a download reaches the browser: a redirect to the storage itself, or bytes the API streams. */
export type DownloadTarget = { kind: 'redirect'; url: string } | { kind: 'stream'; stream: Readable; size: number };

/** Response headers a download must carry, whoever serves the bytes. */
export type DownloadHeaders = { contentType: string; contentDisposition: string };

/**
 * Where uploaded files live (ARCHITECTURE §4). Keys are storage keys such as `uploads/<uuid>` (see
 * object-keys.ts); the API speaks of them as object paths (`/objects/uploads/<uuid>`).
 */
export type StorageProvider = {
  readonly driver: 'local' | 's3';
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
  /** How to deliver an existing object with the given headers; null when there is no object. */
  download(key: string, headers: DownloadHeaders): Promise<DownloadTarget | null>;
  /** Throws when the storage cannot be reached (readiness). */
  ping(): Promise<void>;
};
