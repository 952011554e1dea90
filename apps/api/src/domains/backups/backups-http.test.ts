import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loadOrCreateBackupKey } from './backup-key';
import { archiveDir, fillSite, TEST_BACKUP_KEY } from './backup-test-kit';
import { shelfFor } from './backups-services';
import { verifyArchive } from './archive-check';
import { runScheduledBackup } from './scheduled-backups';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  await fillSite(t);
  dir = await archiveDir();
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function createToken(cookie: string): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie },
    payload: { name: 'script', scope: 'write' },
  });
  return response.json<{ token: string }>().token;
}

describe('GET /api/backup', () => {
  it('streams a complete, valid archive to the owner signed in with a session', async () => {
    const cookie = await t.loginAsOwner();
    const response = await t.inject({ method: 'GET', url: '/api/backup', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="?folio-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz\.age"?$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const file = path.join(dir, 'download.tar.gz');
    await writeFile(file, response.rawPayload);
    // Encrypted to the site's key, made at this first backup: without it the archive is refused.
    const siteKey = await loadOrCreateBackupKey(t.config);
    await expect(verifyArchive(file, TEST_BACKUP_KEY)).rejects.toThrow(/This key does not open the backup/);
    const manifest = await verifyArchive(file, siteKey);
    expect(manifest.tables.find((table) => table.name === 'projects')?.rows).toBe(2);
    expect(manifest.objects).toHaveLength(2);
  });

  it('answers 401 to visitors and 403 to access tokens, which a script could leak', async () => {
    const visitor = await t.inject({ method: 'GET', url: '/api/backup' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Sign in as the owner to download backups' });
    const token = await createToken(await t.loginAsOwner());
    const withToken = await t.inject({
      method: 'GET',
      url: '/api/backup',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 403 to a cross-site request even with the owner cookie', async () => {
    const cookie = await t.loginAsOwner();
    const response = await t.inject({
      method: 'GET',
      url: '/api/backup',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('scheduled backups', () => {
  const deps = () => ({
    db: t.db,
    storage: t.app.storage,
    backupKey: () => loadOrCreateBackupKey(t.config),
    shelf: shelfFor(t.config),
    keep: 2,
    log: t.app.log,
  });

  it('writes one archive per scheduled time, keeps the newest BACKUP_KEEP, lists and serves them to the owner', async () => {
    const times = ['2026-11-20T03:00:00Z', '2026-11-21T03:00:00Z', '2026-11-22T03:00:00Z'].map(
      (time) => new Date(time),
    );
    for (const time of times) expect((await runScheduledBackup(deps(), time)).status).toBe('written');
    const names = (await readdir(path.join(t.dataDir, 'backups'))).sort();
    expect(names).toEqual([
      'folio-backup-2026-11-21T03-00-00Z.tar.gz.age',
      'folio-backup-2026-11-22T03-00-00Z.tar.gz.age',
    ]);

    const cookie = await t.loginAsOwner();
    const list = await t.inject({ method: 'GET', url: '/api/backups', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      schedule: null,
      keep: 7,
      backups: [
        {
          name: 'folio-backup-2026-11-22T03-00-00Z.tar.gz.age',
          downloadUrl: '/api/backups/folio-backup-2026-11-22T03-00-00Z.tar.gz.age',
          size: expect.any(Number),
        },
        { name: 'folio-backup-2026-11-21T03-00-00Z.tar.gz.age' },
      ],
    });
    const download = await t.inject({
      method: 'GET',
      url: '/api/backups/folio-backup-2026-11-22T03-00-00Z.tar.gz.age',
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    const file = path.join(dir, 'scheduled.tar.gz');
    await writeFile(file, download.rawPayload);
    expect((await verifyArchive(file, await loadOrCreateBackupKey(t.config))).objects).toHaveLength(2);

    expect(
      (await t.inject({ method: 'GET', url: '/api/backups/folio-backup-2026-11-22T03-00-00Z.tar.gz.age' })).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/backups/../secrets', headers: { cookie } })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/backups/folio-backup-2020-01-01T00-00-00Z.tar.gz.age',
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/backups' })).statusCode).toBe(401);
  });

  it('runs each scheduled backup once when several instances fire together', async () => {
    const time = new Date('2026-11-23T03:00:00Z');
    const results = await Promise.all([
      runScheduledBackup(deps(), time),
      runScheduledBackup(deps(), time),
      runScheduledBackup(deps(), time),
    ]);
    expect(results.filter((result) => result.status === 'written')).toHaveLength(1);
    // A late instance finds the archive already there.
    expect(await runScheduledBackup(deps(), time)).toEqual({
      status: 'skipped',
      reason: 'folio-backup-2026-11-23T03-00-00Z.tar.gz.age already exists',
    });
  });
});
