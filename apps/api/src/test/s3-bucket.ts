import { createHash } from 'node:crypto';
import { Client } from 'minio';
import type { S3Server } from './global-setup';

export function s3Client(server: S3Server): Client {
  const url = new URL(server.endpoint);
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    useSSL: url.protocol === 'https:',
    accessKey: server.accessKey,
    secretKey: server.secretKey,
    region: server.region,
    pathStyle: true,
  });
}

/**
 * Creates a private bucket over S3, as an operator would, with the CORS rule browsers need to PUT uploads from
 * `allowedOrigin` (the same rule infra/minio-setup.sh sets on MinIO).
 */
export async function createBucket(server: S3Server, bucket: string, allowedOrigin: string): Promise<void> {
  const client = s3Client(server);
  await client.makeBucket(bucket, server.region);
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${allowedOrigin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const response = await client.makeRequestAsync(
    {
      method: 'PUT',
      bucketName: bucket,
      query: 'cors',
      headers: { 'Content-MD5': createHash('md5').update(cors).digest('base64') },
    },
    cors,
    [200],
  );
  response.resume();
}

/** Removes every object and then the bucket. */
export async function removeBucket(server: S3Server, bucket: string): Promise<void> {
  const client = s3Client(server);
  const names: string[] = [];
  for await (const item of client.listObjects(bucket, '', true)) {
    if (typeof item.name === 'string') names.push(item.name);
  }
  if (names.length > 0) await client.removeObjects(bucket, names);
  await client.removeBucket(bucket);
}
