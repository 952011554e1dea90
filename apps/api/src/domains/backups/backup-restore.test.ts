import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { generateX25519Identity } from 'age-encryption';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, migrateWithinTransaction, MIGRATION_NAMES } from '@folio/db';
import { LocalStorage } from '../../storage/local-storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createBucket, removeBucket } from '../../test/s3-bucket';
import {
  archiveDir,
  backupToFile,
  fillSite,
  rewriteArchive,
  resealArchive,
  siteSnapshot,
  TEST_BACKUP_KEY,
  truncateFile,
  restoreTargetOf,
} from './backup-test-kit';
import { HEADER_ENTRY, MANIFEST_ENTRY } from './archive-format';
import { restoreKey } from './backup-key';
import { inspectTarget, isEmpty, restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

let source: TestApp;
let dir: string;
let archive: string;
let sourceSnapshot: Record<string, unknown>;

beforeAll(async () => {
  source = await buildTestApp();
  await fillSite(source);
  sourceSnapshot = await siteSnapshot(source);
  dir = await archiveDir();
  archive = path.join(dir, 'site.tar.gz');
  await backupToFile(source, archive);
});
afterAll(async () => {
  await source.close();
  await rm(dir, { recursive: true, force: true });
});

async function freshTarget(env?: Record<string, string>): Promise<TestApp> {
  const target = await buildTestApp(env ? { env } : {});
  expect(isEmpty(await inspectTarget(restoreTargetOf(target)))).toBe(true);
  return target;
}

async function expectUntouched(target: TestApp) {
  expect(isEmpty(await inspectTarget(restoreTargetOf(target)))).toBe(true);
}

describe('backup and restore', () => {
  it('restores into a fresh instance with identical REST listings and identical file bytes (local → local)', async () => {
    const target = await freshTarget();
    try {
      const { manifest } = await restoreBackup(restoreTargetOf(target), archive, {
        key: TEST_BACKUP_KEY,
      });
      expect(manifest.tables.find((table) => table.name === 'files')?.rows).toBe(2);
      const tables = manifest.tables.map((table) => table.name);
      for (const left of ['session', 'pending_uploads', 'analytics_salts', 'analytics_daily_visitors'])
        expect(tables).not.toContain(left);
      expect(tables).toEqual(
        expect.arrayContaining([
          'profile',
          'projects',
          'files',
          'users',
          'access_tokens',
          'activity_logs',
          'analytics_daily_totals',
        ]),
      );
      expect(manifest.objects).toHaveLength(2);
      expect(await siteSnapshot(target)).toEqual(sourceSnapshot);
      // The owner signs in to the restored site with the password of the site backed up.
      const ownerPasswordHash = (db: TestApp['db']) =>
        db.selectFrom('ownerPassword').select('hash').executeTakeFirstOrThrow();
      expect(await ownerPasswordHash(target.db)).toEqual(await ownerPasswordHash(source.db));
    } finally {
      await target.close();
    }
  });

  it('keeps identity sequences going after the restored rows', async () => {
    const target = await freshTarget();
    try {
      await restoreBackup(restoreTargetOf(target), archive, { key: TEST_BACKUP_KEY });
      const view = await target.inject({
        method: 'POST',
        url: '/api/activity',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' },
        payload: { page: '/after-restore' },
      });
      expect(view.statusCode).toBe(202);
      await target.app.analytics.flush();
      const ids = (await target.db.selectFrom('activityLogs').select('id').orderBy('id').execute()).map((row) =>
        Number(row.id),
      );
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(5);
    } finally {
      await target.close();
    }
  });

  it('restores into a database that was never migrated, migrating it to the backup and then to the latest schema', async () => {
    const empty = await createEmptyDatabase(inject('databaseServerUrl'));
    const storageDir = await archiveDir();
    try {
      await restoreBackup(
        restoreTargetOf(empty, await LocalStorage.open(storageDir, { minFreeMegabytes: 0 })),
        archive,
        { key: TEST_BACKUP_KEY },
      );
      const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(empty.db);
      expect(migrations.rows.map((row) => row.name)).toEqual([...MIGRATION_NAMES].sort());
      expect(
        Number(
          (
            await empty.db
              .selectFrom('projects')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(2);
    } finally {
      await empty.drop();
      await rm(storageDir, { recursive: true, force: true });
    }
  });

  it("restores a backup of an older schema into a target already at the latest one: back to the backup's schema, then forward", async () => {
    const old = await createEmptyDatabase(inject('databaseServerUrl'));
    const storageDir = await archiveDir();
    const target = await freshTarget();
    const olderArchive = path.join(dir, 'older-schema.tar.gz');
    try {
      const oldMigrations = MIGRATION_NAMES.slice(0, 2);
      await old.db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        await migrateWithinTransaction(connection, oldMigrations);
        await sql`commit`.execute(connection);
      });
      await sql`insert into projects (title, description, category) values ('From the old days', 'x', 'hobby')`.execute(
        old.db,
      );
      const storage = await LocalStorage.open(storageDir, { minFreeMegabytes: 0 });
      const { manifest } = await writeBackup(
        { db: old.db, storage, backupKey: TEST_BACKUP_KEY },
        createWriteStream(olderArchive),
      ).then((m) => ({ manifest: m }));
      expect(manifest.migrations).toEqual(oldMigrations);

      await restoreBackup(restoreTargetOf(target), olderArchive, { key: TEST_BACKUP_KEY });
      const projects = await target.inject({ method: 'GET', url: '/api/projects' });
      expect(projects.json()).toEqual([expect.objectContaining({ title: 'From the old days' })]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(target.db);
      expect(applied.rows.map((row) => row.name)).toEqual([...MIGRATION_NAMES].sort());
    } finally {
      await target.close();
      await old.drop();
      await rm(storageDir, { recursive: true, force: true });
    }
  });

  it('reveals nothing without the key: no entry name, row or file byte is in the archive', async () => {
    const bytes = await readFile(archive);
    expect(bytes.subarray(0, 21).toString('latin1')).toBe('age-encryption.org/v1');
    for (const plain of ['manifest.json', 'folio-backup.json', 'tables/', 'Ada Lovelace', 'argon2'])
      expect(bytes.includes(plain)).toBe(false);
  });

  it('refuses, before anything is written, an archive without the right key, or with none given', async () => {
    const target = await freshTarget();
    try {
      await expect(
        restoreBackup(restoreTargetOf(target), archive, { key: await generateX25519Identity() }),
      ).rejects.toThrow(/This key does not open the backup.*Nothing was restored/);
      await expect(restoreKey({ config: { BACKUP_KEY: undefined, dataDir: target.dataDir } })).rejects.toThrow(
        /The backup key is missing.*--key-file PATH.*BACKUP_KEY.*pnpm backup:key/,
      );
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });

  it('refuses an archive changed by someone without the key: a flipped byte, a re-hashed manifest, injected rows', async () => {
    const flipped = path.join(dir, 'flipped.tar.gz.age');
    const bytes = await readFile(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 1, middle);
    await writeFile(flipped, bytes);
    // Without the key, an attacker can only write an archive of their own: plain, or encrypted to their own key.
    const forgedPlain = path.join(dir, 'forged-plain.tar.gz');
    const forgedOtherKey = path.join(dir, 'forged-other-key.tar.gz.age');
    const injectSession = (name: string, data: Buffer) =>
      name.startsWith('tables/projects/') ? Buffer.from(data.toString().replace('Engine', 'Enjine')) : data;
    await resealArchive(archive, forgedPlain, injectSession, null);
    await resealArchive(archive, forgedOtherKey, injectSession, await generateX25519Identity());
    const target = await freshTarget();
    try {
      for (const [file, message] of [
        [flipped, /changed or cut since it was written.*Nothing was restored/],
        [forgedPlain, /not an encrypted Folio backup.*Nothing was restored/],
        [forgedOtherKey, /This key does not open the backup/],
      ] as const) {
        await expect(restoreBackup(restoreTargetOf(target), file, { key: TEST_BACKUP_KEY })).rejects.toThrow(message);
        await expectUntouched(target);
      }
    } finally {
      await target.close();
    }
  });

  it('refuses a truncated archive and writes nothing', async () => {
    const truncated = path.join(dir, 'truncated.tar.gz');
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(archive));
    await truncateFile(archive, truncated, Math.floor(size * 0.6));
    const target = await freshTarget();
    try {
      await expect(restoreBackup(restoreTargetOf(target), truncated, { key: TEST_BACKUP_KEY })).rejects.toThrow(
        /changed or cut/,
      );
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });

  it('refuses an archive whose manifest is missing (a backup that never finished)', async () => {
    const unfinished = path.join(dir, 'unfinished.tar.gz');
    await rewriteArchive(archive, unfinished, (name, data) => (name === MANIFEST_ENTRY ? null : data));
    const target = await freshTarget();
    try {
      await expect(restoreBackup(restoreTargetOf(target), unfinished, { key: TEST_BACKUP_KEY })).rejects.toThrow(
        /no manifest\.json/,
      );
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });

  it('refuses a newer format version before reading the rest', async () => {
    const newer = path.join(dir, 'newer.tar.gz');
    await rewriteArchive(archive, newer, (name, data) =>
      name === HEADER_ENTRY ? Buffer.from(JSON.stringify({ format: 'folio-backup', formatVersion: 3 })) : data,
    );
    const target = await freshTarget();
    try {
      await expect(restoreBackup(restoreTargetOf(target), newer, { key: TEST_BACKUP_KEY })).rejects.toThrow(
        /format version 3, newer than this Folio reads \(up to 2\)/,
      );
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });

  it('refuses a backup made by a newer Folio (an unknown migration)', async () => {
    const newer = path.join(dir, 'newer-schema.tar.gz');
    await rewriteArchive(archive, newer, (name, data) => {
      if (name !== MANIFEST_ENTRY) return data;
      const manifest = JSON.parse(data.toString()) as { migrations: string[]; schemaVersion: string };
      manifest.migrations.push('2099-01-01T0001-from-the-future');
      manifest.schemaVersion = '2099-01-01T0001-from-the-future';
      return Buffer.from(JSON.stringify(manifest));
    });
    const target = await freshTarget();
    try {
      await expect(restoreBackup(restoreTargetOf(target), newer, { key: TEST_BACKUP_KEY })).rejects.toThrow(
        /made by a newer Folio.*2099-01-01T0001-from-the-future/,
      );
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });

  it('refuses a target that holds data unless forced, and says what --force replaces', async () => {
    const target = await freshTarget();
    try {
      const cookie = await target.loginAsOwner();
      expect(
        (
          await target.inject({
            method: 'POST',
            url: '/api/projects',
            headers: { cookie },
            payload: { title: 'Mine', description: 'x', category: 'hobby' },
          })
        ).statusCode,
      ).toBe(201);
      await expect(restoreBackup(restoreTargetOf(target), archive, { key: TEST_BACKUP_KEY })).rejects.toThrow(
        /The target is not empty \(.*projects: 1 row.*\)\. .*--force.*Nothing was changed/,
      );
      const projects = await target.inject({ method: 'GET', url: '/api/projects' });
      expect(projects.json()).toEqual([expect.objectContaining({ title: 'Mine' })]);

      const lines: string[] = [];
      await restoreBackup(restoreTargetOf(target), archive, {
        key: TEST_BACKUP_KEY,
        force: true,
        log: (line) => lines.push(line),
      });
      expect(lines.join('\n')).toMatch(/--force: replacing .*projects: 1 row/);
      expect(await siteSnapshot(target)).toEqual(sourceSnapshot);
    } finally {
      await target.close();
    }
  });

  it('rolls everything back, objects included, when loading fails half-way', async () => {
    // Rows that pass every rule of the API but that the database refuses together: two projects with one id.
    const fixed = path.join(dir, 'broken-resealed.tar.gz');
    await resealArchive(archive, fixed, (name, data) => {
      if (!name.startsWith('tables/projects/')) return data;
      const rows = data
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id: string });
      return Buffer.from(`${rows.map((row) => JSON.stringify({ ...row, id: rows[0]?.id })).join('\n')}\n`);
    });
    const target = await freshTarget();
    try {
      await expect(restoreBackup(restoreTargetOf(target), fixed, { key: TEST_BACKUP_KEY })).rejects.toThrow(
        /projects_pkey|duplicate key/,
      );
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });
});

describe('a restore that fails while writing objects', () => {
  it('removes the objects it had written and leaves no rows', async () => {
    const target = await freshTarget();
    try {
      const real = target.app.storage;
      let puts = 0;
      // The storage fills up on the second object: by then the rows are loaded and one object is written.
      const failing = Object.assign(Object.create(real) as typeof real, {
        put: async (...args: Parameters<typeof real.put>) => {
          puts += 1;
          if (puts === 2) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
          return real.put(...args);
        },
      });
      await expect(restoreBackup(restoreTargetOf(target, failing), archive, { key: TEST_BACKUP_KEY })).rejects.toThrow(
        /no space left on device/,
      );
      expect(puts).toBe(2);
      await expectUntouched(target);
    } finally {
      await target.close();
    }
  });
});

describe('a restore is all or nothing for files', () => {
  it('never overwrites a file the target uses: a --force restore whose object differs is refused, the target as it was', async () => {
    const target = await freshTarget();
    try {
      await restoreBackup(restoreTargetOf(target), archive, { key: TEST_BACKUP_KEY });
      const before = await siteSnapshot(target);
      // The same site, with other bytes under one of its keys (someone holding the key made it).
      const changed = path.join(dir, 'changed-object.tar.gz.age');
      let edited = '';
      await resealArchive(archive, changed, (name, data) => {
        if (!name.startsWith('objects/') || edited) return data;
        edited = name;
        return Buffer.alloc(data.length, 0x41);
      });
      await expect(
        restoreBackup(restoreTargetOf(target), changed, { key: TEST_BACKUP_KEY, force: true }),
      ).rejects.toThrow(/is stored in the target already, with other bytes: a restore never overwrites a file in use/);
      expect(await siteSnapshot(target)).toEqual(before);
      // The same archive again replaces nothing it need not: the stored bytes are the archive's.
      await restoreBackup(restoreTargetOf(target), archive, {
        key: TEST_BACKUP_KEY,
        force: true,
      });
      expect(await siteSnapshot(target)).toEqual(before);
    } finally {
      await target.close();
    }
  });

  it('after a restore killed half-way, the next plain restore is not refused and removes what it left', async () => {
    const target = await freshTarget();
    try {
      // What a killed restore leaves: objects written, the transaction never committed (no rows).
      const leftover = `uploads/${randomUUID()}`;
      await target.app.storage.put(leftover, Readable.from([Buffer.alloc(9_800_000, 1)]), 9_800_000);
      const contents = await inspectTarget(restoreTargetOf(target));
      expect(contents).toMatchObject({ objects: 0, strayObjects: 1 });
      expect(isEmpty(contents)).toBe(true);
      await restoreBackup(restoreTargetOf(target), archive, { key: TEST_BACKUP_KEY });
      expect(await target.app.storage.stat(leftover)).toBeNull();
      expect(await siteSnapshot(target)).toEqual(sourceSnapshot);
    } finally {
      await target.close();
    }
  });
});

describe('backup and restore across drivers', () => {
  const server = inject('s3Server');
  it.skipIf(!server)('restores a local backup onto S3 and an S3 backup back onto local, byte for byte', async () => {
    if (!server) return;
    const bucket = `folio-restore-${Date.now().toString(36)}`;
    await createBucket(server, bucket, 'http://localhost:3000');
    const onS3 = await freshTarget({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: server.endpoint,
      S3_REGION: server.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: server.accessKey,
      S3_SECRET_KEY: server.secretKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const backLocal = await freshTarget();
    const fromS3 = path.join(dir, 'from-s3.tar.gz');
    try {
      await restoreBackup(restoreTargetOf(onS3), archive, { key: TEST_BACKUP_KEY });
      expect(await siteSnapshot(onS3)).toEqual(sourceSnapshot);

      await backupToFile(onS3, fromS3);
      await restoreBackup(restoreTargetOf(backLocal), fromS3, { key: TEST_BACKUP_KEY });
      expect(await siteSnapshot(backLocal)).toEqual(sourceSnapshot);
    } finally {
      await onS3.close();
      await backLocal.close();
      await removeBucket(server, bucket);
    }
  });
});

/** A database that exists and holds nothing at all, as a new PostgreSQL server's would. */
async function createEmptyDatabase(serverUrl: string) {
  const name = `folio_blank_${Date.now().toString(36)}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = createDb(adminUrl.toString(), { maxConnections: 1 });
  await sql.raw(`create database ${name}`).execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString());
  return {
    db,
    drop: async () => {
      await db.destroy();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
    },
  };
}
