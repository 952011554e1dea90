import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { Client, type ClientOptions } from 'minio';
import { THUMBNAIL_WIDTHS, UPLOAD_URL_TTL_SECONDS } from '@folio/contracts';
import { guardStorage, storageRefusal } from './storage-errors';
import type { DownloadTarget, S3StorageProvider } from './storage-provider';

/**
 * How long a connection to the storage may stay silent before it is given up: a stalled bucket then answers
 * 503 in about this long (as a stalled database does) instead of holding the request for ever.
 */
export const S3_IDLE_TIMEOUT_MS = 5000;

export type S3StorageOptions = {
  endpoint: string;
  /** The address browsers reach the storage at, when it differs from `endpoint` (e.g. inside Docker). */
  publicEndpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  forcePathStyle: boolean;
};

/**
 * A silent download body is given longer: the browser's own pace holds back reading from the storage, and a
 * slow reader must not be cut off.
 */
const DOWNLOAD_IDLE_TIMEOUT_MS = 60_000;

/**
 * Keeps connections alive between calls, and destroys any that stays silent for its timeout (Node's agent
 * resets a pooled socket's timeout to `timeout` each time the socket is freed).
 */
function idleTimeoutAgent(secure: boolean): http.Agent {
  const agent = secure
    ? new https.Agent({ keepAlive: true, timeout: S3_IDLE_TIMEOUT_MS })
    : new http.Agent({ keepAlive: true, timeout: S3_IDLE_TIMEOUT_MS });
  const createConnection = agent.createConnection.bind(agent);
  agent.createConnection = (options, callback) => {
    const socket = createConnection(options, callback) as Socket;
    socket.on('timeout', () => {
      socket.destroy(Object.assign(new Error('The storage stopped answering'), { code: 'ETIMEDOUT' }));
    });
    return socket;
  };
  return agent;
}

/** A client for the bucket's server, with the idle timeout above (backups keep their archives there too). */
export function clientFor(endpoint: string, options: S3StorageOptions): Client {
  const url = new URL(endpoint);
  const secure = url.protocol === 'https:';
  const clientOptions: ClientOptions = {
    endPoint: url.hostname,
    useSSL: secure,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    // A fixed region: presigning then needs no request to the storage (the public address may be
    // unreachable from the server).
    region: options.region,
    pathStyle: options.forcePathStyle,
    transportAgent: idleTimeoutAgent(secure),
  };
  if (url.port) clientOptions.port = Number(url.port);
  return new Client(clientOptions);
}

/** `thumbnails/<uuid>/<width>.webp` for the object `uploads/<uuid>`. */
function thumbnailKeyOf(key: string, width: number): string {
  return `thumbnails/${key.slice(key.lastIndexOf('/') + 1)}/${String(width)}.webp`;
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

/**
 * S3, MinIO, Ceph, R2 and the like through the `minio` client. Browsers PUT the bytes straight to the bucket
 * with presigned URLs, signed for the address they reach. Downloads stream through the API (see `download`),
 * and the API reads the rare object it uses itself (the owner's photo in the social image).
 * Any failure of the storage (unreachable, stalled, refusing) answers 503 (storage-errors.ts).
 */
export class S3Storage implements S3StorageProvider {
  readonly driver = 's3';
  private readonly client: Client;
  private readonly presigner: Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.client = clientFor(options.endpoint, options);
    // The signature covers the host, so URLs for browsers must be signed for the host browsers use.
    this.presigner = options.publicEndpoint ? clientFor(options.publicEndpoint, options) : this.client;
    this.bucket = options.bucket;
  }

  async createUploadUrl(key: string): Promise<string> {
    return guardStorage('presign', () => this.presigner.presignedPutObject(this.bucket, key, UPLOAD_URL_TTL_SECONDS));
  }

  async stat(key: string): Promise<number | null> {
    return guardStorage('stat', async () => {
      try {
        return (await this.client.statObject(this.bucket, key)).size;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });
  }

  async remove(key: string): Promise<void> {
    await guardStorage('remove', () => this.client.removeObject(this.bucket, key));
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const size = await this.stat(key);
    if (size === null || size > maxBytes) return null;
    return guardStorage('read', async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.client.getObject(this.bucket, key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
  }

  /**
   * The bytes stream through the API rather than the browser being sent to a presigned GET: S3's response
   * overrides can set the type and the disposition but not `X-Content-Type-Options: nosniff`, and a download
   * must carry exactly the headers a local one does. Files are at most 50 MB, so the cost is small, and the
   * bucket never has to be reachable from browsers for reading.
   */
  async download(key: string): Promise<DownloadTarget | null> {
    return guardStorage('download', async () => {
      try {
        const stream = (await this.client.getObject(this.bucket, key)) as http.IncomingMessage;
        stream.socket.setTimeout(DOWNLOAD_IDLE_TIMEOUT_MS);
        return { stream, size: Number(stream.headers['content-length']) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });
  }

  async put(key: string, source: Readable, size: number): Promise<void> {
    await guardStorage('write', () => this.client.putObject(this.bucket, key, source, size));
  }

  async *listUploads(): AsyncIterable<{ key: string; size: number }> {
    const listing = this.client.listObjectsV2(this.bucket, 'uploads/', true);
    for await (const item of listing as AsyncIterable<{ name?: string; size?: number }>) {
      if (item.name) yield { key: item.name, size: item.size ?? 0 };
    }
  }

  async readThumbnail(key: string, width: number): Promise<Buffer | null> {
    return guardStorage('read', async () => {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of await this.client.getObject(this.bucket, thumbnailKeyOf(key, width)))
          chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });
  }

  async writeThumbnail(key: string, width: number, bytes: Buffer): Promise<void> {
    await guardStorage('write', () =>
      this.client.putObject(this.bucket, thumbnailKeyOf(key, width), bytes, bytes.length, {
        'Content-Type': 'image/webp',
      }),
    );
  }

  /** Every width there may be, by name: no listing needed. */
  async removeThumbnails(key: string): Promise<void> {
    const names = THUMBNAIL_WIDTHS.map((width) => thumbnailKeyOf(key, width));
    await guardStorage('remove', () => this.client.removeObjects(this.bucket, names));
  }

  async removeAbandonedWrites(): Promise<number> {
    return 0;
  }

  async ping(): Promise<void> {
    const exists = await guardStorage('ping', () => this.client.bucketExists(this.bucket));
    if (!exists) throw storageRefusal('unavailable', `The bucket ${this.bucket} does not exist`);
  }
}
