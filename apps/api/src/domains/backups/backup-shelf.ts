import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Client } from 'minio';
import type { Config } from '../../env';
import { s3OptionsOf } from '../../storage/create-storage';
import { clientFor } from '../../storage/s3-storage';
import { guardStorage } from '../../storage/storage-errors';
import type { DownloadTarget } from '../../storage/storage-provider';

/**
 * Scheduled archives are named by the time they were scheduled for: `folio-backup-2026-11-24T03-00-00Z.tar.gz.age`
 * (encrypted; older Folios wrote `.tar.gz`, still listed, downloaded and pruned).
 */
export const BACKUP_NAME_PATTERN = /^folio-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz(?:\.age)?$/;

export function backupNameFor(time: Date): string {
  return `folio-backup-${time.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz.age`;
}

export type StoredBackup = { name: string; size: number; createdAt: Date };

/**
 * Where scheduled backups are kept: DATA_DIR/backups with the local driver, `backups/` in the bucket with the
 * s3 one (so they live as long as the files do, and every instance sees the same ones).
 */
export type BackupShelf = {
  /** Newest first. */
  list(): Promise<StoredBackup[]>;
  /** Keeps what `write` produces under `name`, or nothing at all when it fails. */
  save(name: string, write: (output: Writable) => Promise<unknown>): Promise<void>;
  open(name: string): Promise<DownloadTarget | null>;
  remove(name: string): Promise<void>;
};

class LocalBackupShelf implements BackupShelf {
  constructor(private readonly directory: string) {}

  async list(): Promise<StoredBackup[]> {
    const names = await guardStorage('list', async () => {
      try {
        return await readdir(this.directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    });
    const backups: StoredBackup[] = [];
    for (const name of names.filter((n) => BACKUP_NAME_PATTERN.test(n))) {
      const info = await stat(path.join(this.directory, name)).catch(() => null);
      if (info?.isFile()) backups.push({ name, size: info.size, createdAt: info.mtime });
    }
    return newestFirst(backups);
  }

  async save(name: string, write: (output: Writable) => Promise<unknown>): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    // Written beside its final name and renamed when complete, so a listed archive is always a whole one.
    const partial = path.join(this.directory, `.${name}.${randomUUID()}.partial`);
    try {
      await write(createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, path.join(this.directory, name));
    } finally {
      await rm(partial, { force: true });
    }
  }

  async open(name: string): Promise<DownloadTarget | null> {
    const handle = await open(path.join(this.directory, name), 'r').catch(() => null);
    if (!handle) return null;
    const info = await handle.stat();
    return { stream: handle.createReadStream(), size: info.size };
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.directory, name), { force: true });
  }
}

const PREFIX = 'backups/';

class S3BackupShelf implements BackupShelf {
  constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  async list(): Promise<StoredBackup[]> {
    return guardStorage('list', async () => {
      const backups: StoredBackup[] = [];
      const listing = this.client.listObjectsV2(this.bucket, PREFIX, false);
      for await (const item of listing as AsyncIterable<{ name?: string; size?: number; lastModified?: Date }>) {
        const name = item.name?.slice(PREFIX.length) ?? '';
        if (BACKUP_NAME_PATTERN.test(name))
          backups.push({ name, size: item.size ?? 0, createdAt: item.lastModified ?? new Date(0) });
      }
      return newestFirst(backups);
    });
  }

  /**
   * The archive is spooled to a temporary file first: uploading a stream of unknown length makes the S3 client
   * buffer parts of hundreds of megabytes, while a known length keeps them small.
   */
  async save(name: string, write: (output: Writable) => Promise<unknown>): Promise<void> {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'folio-backup-'));
    const file = path.join(directory, name);
    try {
      await write(createWriteStream(file, { mode: 0o600 }));
      const { size } = await stat(file);
      await guardStorage('write', () =>
        this.client.putObject(this.bucket, `${PREFIX}${name}`, createReadStream(file), size),
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  async open(name: string): Promise<DownloadTarget | null> {
    return guardStorage('download', async () => {
      try {
        const stream = await this.client.getObject(this.bucket, `${PREFIX}${name}`);
        const size = Number(
          (stream as unknown as { headers?: Record<string, string> }).headers?.['content-length'] ?? 0,
        );
        return { stream, size };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'NoSuchKey' || code === 'NotFound') return null;
        throw error;
      }
    });
  }

  async remove(name: string): Promise<void> {
    await guardStorage('remove', () => this.client.removeObject(this.bucket, `${PREFIX}${name}`));
  }
}

function newestFirst(backups: StoredBackup[]): StoredBackup[] {
  return backups.sort((a, b) => b.name.localeCompare(a.name));
}

/** The shelf for the configured storage driver. */
export function createBackupShelf(config: Config): BackupShelf {
  if (config.STORAGE_DRIVER === 'local') return new LocalBackupShelf(path.join(config.dataDir, 'backups'));
  const options = s3OptionsOf(config);
  return new S3BackupShelf(clientFor(options.endpoint, options), options.bucket);
}
