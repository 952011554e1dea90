import { Client, type ClientOptions } from 'minio';
import { UPLOAD_URL_TTL_SECONDS } from '@folio/contracts';
import type { DownloadHeaders, DownloadTarget, StorageProvider } from './storage-provider';

/** A download redirect only has to survive the browser following it. */
const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

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

function clientFor(endpoint: string, options: S3StorageOptions): Client {
  const url = new URL(endpoint);
  const clientOptions: ClientOptions = {
    endPoint: url.hostname,
    useSSL: url.protocol === 'https:',
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    // A fixed region: presigning then needs no request to the storage (the public address may be
    // unreachable from the server).
    region: options.region,
    pathStyle: options.forcePathStyle,
  };
  if (url.port) clientOptions.port = Number(url.port);
  return new Client(clientOptions);
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

/**
 * S3, MinIO, R2 and the like through the `minio` client. Browsers PUT and GET the bytes directly with presigned
 * URLs, signed for the address they reach; the API itself only stats, removes, pings, and reads
 * the rare object it uses itself (the owner's photo in the social image).
 */
export class S3Storage implements StorageProvider {
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
    return this.presigner.presignedPutObject(this.bucket, key, UPLOAD_URL_TTL_SECONDS);
  }

  async stat(key: string): Promise<number | null> {
    try {
      return (await this.client.statObject(this.bucket, key)).size;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const size = await this.stat(key);
    if (size === null || size > maxBytes) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.client.getObject(this.bucket, key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The storage serves the bytes; the headers travel as signed response overrides. */
  async download(key: string, headers: DownloadHeaders): Promise<DownloadTarget | null> {
    const url = await this.presigner.presignedGetObject(this.bucket, key, DOWNLOAD_URL_TTL_SECONDS, {
      'response-content-type': headers.contentType,
      'response-content-disposition': headers.contentDisposition,
    });
    return { kind: 'redirect', url };
  }

  async ping(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) throw new Error(`The bucket ${this.bucket} does not exist`);
  }
}
