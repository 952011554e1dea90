import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { archiveDir, TEST_BACKUP_KEY } from './backup-test-kit';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

/** Far larger than any buffer the backup may hold: if it were read whole, memory would grow by this much. */
const OBJECT_BYTES = 200 * 1024 * 1024;
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
  it('stays flat: a 200 MB object streams through backup and restore without being held in memory', async () => {
    // A sparse 200 MB file stands in for a large upload (the local driver's own layout: objects/uploads/<uuid>).
    const key = `uploads/${randomUUID()}`;
    const handle = await open(path.join(source.dataDir, 'objects', key), 'w');
    await handle.truncate(OBJECT_BYTES);
    await handle.close();
    await source.db
      .insertInto('files')
      .values({ name: 'big.bin', originalName: 'big.bin', size: OBJECT_BYTES, mimeType: 'application/octet-stream', category: 'business', objectPath: `/objects/${key}` })
      .execute();

    const archive = path.join(dir, 'big.tar.gz');
    const backupGrowth = await peakRssGrowth(() => writeBackup({ db: source.db, storage: source.app.storage, backupKey: TEST_BACKUP_KEY }, createWriteStream(archive)));
    const restoreGrowth = await peakRssGrowth(() => restoreBackup({ db: target.db, storage: target.app.storage }, archive, { key: TEST_BACKUP_KEY }));

    const restored = await stat(path.join(target.dataDir, 'objects', key));
    console.log(
      `200 MB object: archive ${((await stat(archive)).size / MB).toFixed(1)} MB; peak RSS growth during backup ${(backupGrowth / MB).toFixed(1)} MB, ` +
        `during restore (verify + load) ${(restoreGrowth / MB).toFixed(1)} MB`,
    );
    expect(restored.size).toBe(OBJECT_BYTES);
    // Streaming holds a few chunks at a time; reading the object whole would add at least its 200 MB.
    expect(backupGrowth).toBeLessThan(OBJECT_BYTES / 2);
    expect(restoreGrowth).toBeLessThan(OBJECT_BYTES / 2);
  });
});
