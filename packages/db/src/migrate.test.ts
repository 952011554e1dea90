import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './create-db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { migrateToLatest } from './migrate';
import { createTestDatabase, type TestDatabase } from './testing';

type Server = { name: string; url: () => string };

let embedded: EmbeddedDatabase | undefined;
let embeddedDir: string | undefined;

beforeAll(async () => {
  embeddedDir = await mkdtemp(path.join(os.tmpdir(), 'folio-db-test-'));
  embedded = await startEmbeddedPostgres(path.join(embeddedDir, 'postgres'));
}, 120_000);

afterAll(async () => {
  await embedded?.stop();
  if (embeddedDir) await rm(embeddedDir, { recursive: true, force: true });
});

const servers: Server[] = [{ name: 'embedded PostgreSQL', url: () => embedded?.adminUrl ?? '' }];
if (process.env.DATABASE_URL) servers.push({ name: 'the PostgreSQL service', url: () => process.env.DATABASE_URL ?? '' });

describe.each(servers)('migrations on $name', (server) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(server.url());
    db = database.db;
  });
  afterAll(() => database.destroy());

  it('are idempotent and safe to run from several instances at once', async () => {
    const others = [createDb(database.url), createDb(database.url)];
    const results = await Promise.all(others.map((other) => migrateToLatest(other)));
    await Promise.all(others.map((other) => other.destroy()));
    expect(results.flat()).toEqual([]);
  });

  it('apply SPEC defaults', async () => {
    const user = await db.insertInto('users').values({ email: 'owner@example.com' }).returning('id').executeTakeFirstOrThrow();
    const settings = await db.insertInto('userSettings').values({ userId: user.id }).returningAll().executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ themePreference: 'light', emailNotifications: 1, displayName: null });
    const project = await db
      .insertInto('projects')
      .values({ title: 'T', description: 'D', category: 'hobby' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(project.tags).toEqual([]);
    expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
    const log = await db.insertInto('activityLogs').values({ page: '/' }).returningAll().executeTakeFirstOrThrow();
    expect(log.action).toBe('view');
    await db.insertInto('profile').values({ name: 'N', title: 'T', bio: 'B' }).execute();
    expect((await db.selectFrom('profile').select('id').executeTakeFirstOrThrow()).id).toBe('default');
  });

  it('remove settings with their user and keep activity without it', async () => {
    const user = await db.insertInto('users').values({ email: 'gone@example.com' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('userSettings').values({ userId: user.id }).execute();
    await db.insertInto('activityLogs').values({ page: '/files', userId: user.id }).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('userSettings').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
    const log = await db.selectFrom('activityLogs').select('userId').where('page', '=', '/files').executeTakeFirstOrThrow();
    expect(log.userId).toBeNull();
  });

  it('enforce uniqueness and allowed values', async () => {
    await db.insertInto('users').values({ email: 'same@example.com' }).execute();
    await expect(db.insertInto('users').values({ email: 'same@example.com' }).execute()).rejects.toThrow(/unique/);
    await expect(
      db.insertInto('projects').values({ title: 'T', description: 'D', category: 'work' as 'hobby' }).execute(),
    ).rejects.toThrow(/check/);
  });

  it('create the indexes SPEC asks for', async () => {
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = 'public'`.execute(db);
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'employment_start_date_idx',
        'activity_logs_page_idx',
        'activity_logs_user_id_idx',
        'activity_logs_created_at_idx',
        'session_expire_idx',
      ]),
    );
  });
});

describe('embedded PostgreSQL', () => {
  it('is the PostgreSQL 18 a new user gets', async () => {
    const db = createDb(embedded?.url ?? '');
    const { rows } = await sql<{ serverVersionNum: string }>`show server_version_num`.execute(db);
    await db.destroy();
    expect(Number(rows[0]?.serverVersionNum)).toBeGreaterThanOrEqual(180_000);
  });
});
