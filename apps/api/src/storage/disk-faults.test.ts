import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, statfs, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putLocal, randomFile, registerFile, startUpload, type FileRecordBody } from '../domains/files/files-test-kit';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { loadConfig } from '../env';
import { STORAGE_FULL_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from './storage-errors';

/**
 * A real full and a real read-only disk: DATA_DIR/objects is a small tmpfs of its own, filled up and remounted
 * read-only under the running app. Mounting needs root (as CI runs); elsewhere these tests are skipped.
 */
const TMPFS_BYTES = (loadConfig({}).READY_MIN_FREE_MB + 10) * 1_048_576;

function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = path.join(os.tmpdir(), `folio-mount-probe-${String(process.pid)}`);
  try {
    execFileSync('mkdir', ['-p', probe]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    execFileSync('rmdir', [probe]);
  }
}

const mountable = canMount();
if (!mountable) console.warn('disk-faults.test.ts skipped: mounting a tmpfs needs root (CI runs as root).');

describe.skipIf(!mountable)('a full or read-only disk under the local driver', () => {
  let t: TestApp;
  let dataDir: string;
  let objects: string;
  let cookie: string;
  let stored: FileRecordBody;
  const storedBytes = randomFile(5000);
  const filler = () => path.join(objects, 'filler');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-disk-faults-'));
    objects = path.join(dataDir, 'objects');
    await mkdir(objects);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${String(TMPFS_BYTES)}`, 'tmpfs', objects]);
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    cookie = await t.loginAsOwner();
    const start = await startUpload(t, cookie);
    expect((await putLocal(t, start.uploadURL, storedBytes)).statusCode).toBe(200);
    const registered = await registerFile(t, cookie, {
      name: 'kept.bin',
      size: storedBytes.length,
      objectPath: start.objectKey,
    });
    stored = registered.json<FileRecordBody>();
  });
  afterAll(async () => {
    await t.close();
    execFileSync('umount', [objects]);
    await rm(dataDir, { recursive: true, force: true });
  });

  const ready = () => t.inject({ method: 'GET', url: '/readyz' });
  const upload = async (bytes: Buffer) => putLocal(t, (await startUpload(t, cookie)).uploadURL, bytes);
  const start = () =>
    t.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie, 'content-type': 'application/json' } });
  const stillServes = async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const download = await t.inject({ method: 'GET', url: stored.objectPath });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(storedBytes)).toBe(true);
  };

  it('is ready with room to spare, and not ready once free space falls under the threshold', async () => {
    expect((await ready()).statusCode).toBe(200);
    await writeFile(filler(), Buffer.alloc(15 * 1_048_576));
    const low = await ready();
    expect(low.statusCode).toBe(503);
    expect(low.json()).toMatchObject({ checks: { storage: 'unavailable', database: 'ok' } });
    const refused = await start();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: STORAGE_FULL_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    await rm(filler());
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 with the error body when the disk is full, keeps nothing half-written, and recovers', async () => {
    // Handed out while there was room; the disk fills up before the bytes arrive.
    const { uploadURL } = await startUpload(t, cookie);
    const { bavail, bsize } = await statfs(objects);
    await writeFile(filler(), Buffer.alloc(bavail * bsize - 64 * 1024));

    const put = await putLocal(t, uploadURL, randomFile(1_048_576));
    expect(put.statusCode).toBe(503);
    expect(put.json()).toEqual({ message: STORAGE_FULL_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    expect(await readdir(path.join(objects, '.incoming'))).toEqual([]);
    expect((await ready()).statusCode).toBe(503);
    await stillServes();

    await rm(filler());
    expect((await upload(randomFile(1_048_576))).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 when the disk turns read-only, still serves the files it has, and recovers', async () => {
    const { uploadURL } = await startUpload(t, cookie);
    execFileSync('mount', ['-o', 'remount,ro', objects]);
    try {
      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ checks: { storage: 'unavailable' } });
      const refused = await start();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });

      const put = await putLocal(t, uploadURL, randomFile(1000));
      expect(put.statusCode).toBe(503);
      expect(put.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });

      // Removing the file would need the disk: the record stays, so nothing points at a missing object.
      const deleted = await t.inject({ method: 'DELETE', url: `/api/files/${stored.id}`, headers: { cookie } });
      expect(deleted.statusCode).toBe(503);
      expect(deleted.json()).toMatchObject({ message: STORAGE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      expect((await t.inject({ method: 'GET', url: '/api/files' })).json()).toEqual([stored]);
      await stillServes();
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', objects]);
    }
    expect((await ready()).statusCode).toBe(200);
    expect((await upload(randomFile(1000))).statusCode).toBe(200);
  });
});
