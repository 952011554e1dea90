import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './create-db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { migrateToLatest } from './migrate';
import * as contentOrder from './migrations/2026-11-24T0701-content-order';
import * as filePurpose from './migrations/2026-11-26T0102-file-purpose';
import * as projectPages from './migrations/2026-11-26T0701-project-pages';
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
if (process.env.DATABASE_URL)
  servers.push({ name: 'the PostgreSQL service', url: () => process.env.DATABASE_URL ?? '' });

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
    const user = await db
      .insertInto('users')
      .values({ email: 'owner@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const settings = await db
      .insertInto('userSettings')
      .values({ userId: user.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ themePreference: 'light', emailNotifications: 1, displayName: null });
    const project = await db
      .insertInto('projects')
      .values({ title: 'T', description: 'D', category: 'hobby', slug: 't' })
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
    const user = await db
      .insertInto('users')
      .values({ email: 'gone@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('userSettings').values({ userId: user.id }).execute();
    await db.insertInto('activityLogs').values({ page: '/files', userId: user.id }).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('userSettings').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
    const log = await db
      .selectFrom('activityLogs')
      .select('userId')
      .where('page', '=', '/files')
      .executeTakeFirstOrThrow();
    expect(log.userId).toBeNull();
  });

  it('enforce uniqueness and allowed values', async () => {
    await db.insertInto('users').values({ email: 'same@example.com' }).execute();
    await expect(db.insertInto('users').values({ email: 'same@example.com' }).execute()).rejects.toThrow(/unique/);
    await expect(
      db
        .insertInto('projects')
        .values({ title: 'T', description: 'D', category: 'work' as 'hobby', slug: 'w' })
        .execute(),
    ).rejects.toThrow(/check/);
  });

  it('create the indexes SPEC asks for', async () => {
    const { rows } = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where schemaname = 'public'`.execute(db);
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

describe.each(servers)('the content-order migration on $name', (server) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(server.url());
    await contentOrder.down(database.db);
  });
  afterAll(() => database.destroy());

  it('keeps the order lists showed before: projects newest first, employment by most recent start', async () => {
    const { db } = database;
    for (const [title, createdAt] of [
      ['Old', '2020-01-01T00:00:00Z'],
      ['New', '2024-01-01T00:00:00Z'],
      ['Middle', '2022-01-01T00:00:00Z'],
    ]) {
      await sql`insert into projects (title, description, category, created_at) values (${title}, 'D', 'hobby', ${createdAt})`.execute(
        db,
      );
    }
    for (const [company, startDate] of [
      ['Second', '2019-05'],
      ['First', '2023-02'],
      ['Third', '2010-09'],
    ]) {
      await sql`insert into employment (company, position, start_date) values (${company}, 'P', ${startDate})`.execute(
        db,
      );
    }
    await contentOrder.up(db);

    const projects = await db.selectFrom('projects').select(['title', 'sortOrder']).orderBy('sortOrder').execute();
    expect(projects).toEqual([
      { title: 'New', sortOrder: 1 },
      { title: 'Middle', sortOrder: 2 },
      { title: 'Old', sortOrder: 3 },
    ]);
    const jobs = await db.selectFrom('employment').select('company').orderBy('sortOrder').execute();
    expect(jobs.map((job) => job.company)).toEqual(['First', 'Second', 'Third']);
  });
});

describe.each(servers)('the file-purpose migration on $name', (server) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(server.url());
    await filePurpose.down(database.db);
  });
  afterAll(() => database.destroy());

  it('makes the uploads the profile or a project shows pictures, and leaves every other upload a file', async () => {
    const { db } = database;
    for (const name of ['photo', 'project', 'cv']) {
      await sql`insert into files (name, original_name, size, mime_type, category, object_path)
                values (${name}, ${name}, 1, 'image/png', 'business', ${`/objects/uploads/${name}`})`.execute(db);
    }
    await sql`insert into profile (id, name, title, bio, image_url) values ('default', 'A', 'T', 'B', '/objects/uploads/photo')`.execute(
      db,
    );
    await sql`insert into projects (title, description, category, image_url) values ('P', 'D', 'hobby', '/objects/uploads/project')`.execute(
      db,
    );
    await filePurpose.up(db);
    const { rows } = await sql<{
      name: string;
      purpose: string;
    }>`select name, purpose from files order by name`.execute(db);
    expect(rows).toEqual([
      { name: 'cv', purpose: 'file' },
      { name: 'photo', purpose: 'picture' },
      { name: 'project', purpose: 'picture' },
    ]);
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

describe.each(servers)('the project-pages migration on $name', (server) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(server.url());
    await projectPages.down(database.db);
  });
  afterAll(() => database.destroy());

  it('gives every existing project a unique slug from its title, and an empty page', async () => {
    const { db } = database;
    for (const title of ['Difference Engine', 'Difference engine!', '¿?', 'Kite 2']) {
      await sql`insert into projects (title, description, category) values (${title}, 'D', 'hobby')`.execute(db);
    }
    await projectPages.up(db);
    const rows = await db
      .selectFrom('projects')
      .select(['title', 'slug', 'body', 'bodyHtml'])
      .orderBy('title')
      .execute();
    const slugs = Object.fromEntries(rows.map((row) => [row.title, row.slug]));
    expect(slugs['Kite 2']).toBe('kite-2');
    expect(slugs['¿?']).toBe('project');
    expect([slugs['Difference Engine'], slugs['Difference engine!']].sort()[0]).toBe('difference-engine');
    expect([slugs['Difference Engine'], slugs['Difference engine!']].sort()[1]).toMatch(
      /^difference-engine-[0-9a-f]{8}$/,
    );
    expect(rows.every((row) => row.body === '' && row.bodyHtml === '')).toBe(true);
  });
});
