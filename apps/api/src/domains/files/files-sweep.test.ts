import { randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { RESTORE_LOCK_KEY } from '../../lib/advisory-locks';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { putLocal, randomFile, registerFile, startUpload } from './files-test-kit';
import { sweepStaleUploads } from './sweep-stale-uploads';

const t = setUpTestApp();

const HOUR = 60 * 60 * 1000;

async function pendingPaths(): Promise<string[]> {
  const rows = await t.db.selectFrom('pendingUploads').select('objectPath').execute();
  return rows.map((row) => row.objectPath).sort();
}

describe('sweeping uploads that were never registered', () => {
  it('removes them after 24 hours, objects and all, and leaves registered files alone', async () => {
    const cookie = await t.loginAsOwner();
    const abandoned = await startUpload(t, cookie);
    await putLocal(t, abandoned.uploadURL, randomFile(1000));
    const neverSent = await startUpload(t, cookie);
    const kept = await startUpload(t, cookie);
    await putLocal(t, kept.uploadURL, randomFile(10));
    expect((await registerFile(t, cookie, { name: 'kept.bin', size: 10, objectPath: kept.objectKey })).statusCode).toBe(
      201,
    );
    const storage = t.app.storage;
    const keyOf = (objectPath: string) => objectPath.replace('/objects/', '');

    expect(await sweepStaleUploads(t.db, storage, new Date(Date.now() + 23 * HOUR))).toEqual({
      unregistered: 0,
      abandonedWrites: 0,
      strayObjects: 0,
    });
    expect(await pendingPaths()).toEqual([abandoned.objectKey, neverSent.objectKey].sort());
    expect(await storage.stat(keyOf(abandoned.objectKey))).toBe(1000);

    expect(await sweepStaleUploads(t.db, storage, new Date(Date.now() + 25 * HOUR))).toEqual({
      unregistered: 2,
      abandonedWrites: 0,
      strayObjects: 0,
    });
    expect(await pendingPaths()).toEqual([]);
    expect(await storage.stat(keyOf(abandoned.objectKey))).toBeNull();
    expect(await storage.stat(keyOf(kept.objectKey))).toBe(10);
    const download = await t.inject({ method: 'GET', url: kept.objectKey });
    expect(download.statusCode).toBe(200);
  });

  it('makes a swept key unregistrable', async () => {
    const cookie = await t.loginAsOwner();
    const start = await startUpload(t, cookie);
    await putLocal(t, start.uploadURL, randomFile(5));
    await sweepStaleUploads(t.db, t.app.storage, new Date(Date.now() + 25 * HOUR));
    const response = await registerFile(t, cookie, { name: 'late.bin', size: 5, objectPath: start.objectKey });
    expect(response.statusCode).toBe(400);
  });
});

describe('sweeping half-written uploads', () => {
  it('removes temporary files nobody has written to for an hour, and leaves newer ones to their upload', async () => {
    const incoming = path.join(t.dataDir, 'objects', '.incoming');
    const abandoned = path.join(incoming, 'abandoned');
    await writeFile(abandoned, '');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(incoming, 'in-progress'), 'some bytes');

    expect(await sweepStaleUploads(t.db, t.app.storage)).toEqual({
      unregistered: 0,
      abandonedWrites: 1,
      strayObjects: 0,
    });
    expect(await readdir(incoming)).toEqual(['in-progress']);
  });
});

describe('sweeping objects no row uses', () => {
  it('removes what a killed restore left, but never while a restore runs', async () => {
    const cookie = await t.loginAsOwner();
    const kept = await startUpload(t, cookie);
    await putLocal(t, kept.uploadURL, randomFile(10));
    expect((await registerFile(t, cookie, { name: 'kept.bin', size: 10, objectPath: kept.objectKey })).statusCode).toBe(
      201,
    );
    const underWay = await startUpload(t, cookie);
    await putLocal(t, underWay.uploadURL, randomFile(10));
    // An object written by a restore that was killed before its transaction committed: no row uses it.
    const stray = `uploads/${randomUUID()}`;
    await t.app.storage.put(stray, Readable.from([randomFile(100)]), 100);

    const restoring = await t.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${RESTORE_LOCK_KEY})`.execute(connection);
      const swept = await sweepStaleUploads(t.db, t.app.storage);
      await sql`select pg_advisory_unlock(${RESTORE_LOCK_KEY})`.execute(connection);
      return swept;
    });
    expect(restoring.strayObjects).toBe(0);
    expect(await t.app.storage.stat(stray)).toBe(100);

    expect((await sweepStaleUploads(t.db, t.app.storage)).strayObjects).toBe(1);
    expect(await t.app.storage.stat(stray)).toBeNull();
    expect(await t.app.storage.stat(kept.objectKey.slice('/objects/'.length))).toBe(10);
    expect(await t.app.storage.stat(underWay.objectKey.slice('/objects/'.length))).toBe(10);
  });
});
