import type { Config } from '../env';
import { LocalStorage } from './local-storage';
import type { S3StorageOptions } from './s3-storage';
import type { StorageProvider } from './storage-provider';

/**
 * The driver STORAGE_DRIVER names; env.ts has already checked that the s3 variables are set. The s3 driver's client
 * (minio and what it brings, over a megabyte of code) is loaded only when it is the one named: a command-line tool
 * on the local driver starts without it.
 */
export async function createStorage(config: Config): Promise<StorageProvider> {
  if (config.STORAGE_DRIVER === 'local')
    return LocalStorage.open(config.dataDir, { minFreeMegabytes: config.READY_MIN_FREE_MB });
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(s3OptionsOf(config));
}

/** The bucket settings of the s3 driver. */
export function s3OptionsOf(config: Config): S3StorageOptions {
  const required = (name: 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY'): string => {
    const value = config[name];
    if (!value) throw new Error(`${name} is required with STORAGE_DRIVER=s3`);
    return value;
  };
  return {
    endpoint: required('S3_ENDPOINT'),
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    region: config.S3_REGION,
    bucket: required('S3_BUCKET'),
    accessKey: required('S3_ACCESS_KEY'),
    secretKey: required('S3_SECRET_KEY'),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}
