import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { archiveDir, TEST_BACKUP_KEY, restoreTargetOf } from './backup-test-kit';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

/** Four files at the 50 MB upload limit: if one were read whole, memory would grow by 50 MB, all of them 200 MB. */
const FILES = 4;
const FILE_BYTES = 50 * 1024 * 1024;
const OBJECT_BYTES = FILES * FILE_BYTES;
const MB = 1024 * 1024;

let source: TestApp;
let target: TestApp;
let dir: string;
beforeAll(async () => {
  source = await buildTestApp();
  target = await buildTestApp();
  dir = await archiveDir();
});
afterAll(async () => {
  await source.close();
  await target.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs `work`, sampling the process's resident memory every 10 ms; answers how far it rose above where it started. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - start;
}

describe('memory while backing up and restoring a large file', () => {
  it('stays flat: 200 MB of files stream through backup and restore without being held in memory', async () => {
    // Sparse files stand in for large uploads (the local driver's own layout: objects/uploads/<uuid>).
    const keys = Array.from({ length: FILES }, () => `uploads/${randomUUID()}`);
    for (const key of keys) {
      const handle = await open(path.join(source.dataDir, 'objects', key), 'w');
      await handle.truncate(FILE_BYTES);
      await handle.close();
      await source.db
        .insertInto('files')
        .values({
          name: 'big.bin',
          originalName: 'big.bin',
          size: FILE_BYTES,
          mimeType: 'application/octet-stream',
          category: 'business',
          objectPath: `/objects/${key}`,
        })
        .execute();
    }
    const key = keys[0] ?? '';

    const archive = path.join(dir, 'big.tar.gz');
    const backupGrowth = await peakRssGrowth(() =>
      writeBackup(
        { db: source.db, storage: source.app.storage, backupKey: TEST_BACKUP_KEY },
        createWriteStream(archive),
      ),
    );
    const restoreGrowth = await peakRssGrowth(() =>
      restoreBackup(restoreTargetOf(target), archive, { key: TEST_BACKUP_KEY }),
    );

    const restored = await stat(path.join(target.dataDir, 'objects', key));
    console.log(
      `200 MB of files: archive ${((await stat(archive)).size / MB).toFixed(1)} MB; peak RSS growth during backup ${(backupGrowth / MB).toFixed(1)} MB, ` +
        `during restore ${(restoreGrowth / MB).toFixed(1)} MB`,
    );
    expect(restored.size).toBe(FILE_BYTES);
    // Streaming holds a few chunks at a time; reading the files whole would add up to 200 MB.
    expect(backupGrowth).toBeLessThan(OBJECT_BYTES / 2);
    expect(restoreGrowth).toBeLessThan(OBJECT_BYTES / 2);
  });
});
