import path from 'node:path';
import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { archiveDir, backupToFile, resealArchive, TEST_BACKUP_KEY, restoreTargetOf } from './backup-test-kit';
import { openArchive } from './read-archive';
import { inspectTarget, isEmpty, restoreBackup } from './restore-backup';

/**
 * A table of many chunks, as a site's page views are: its rows are checked on the restore's worker thread, chunk
 * after chunk, while the archive's reading runs ahead and the files are written (row-loader.ts).
 */

const VIEWS = 45_000;

let source: TestApp;
let target: TestApp;
let dir: string;
let archive: string;

beforeAll(async () => {
  source = await buildTestApp();
  // Long user agents, so the rows fill several chunks of about 4 MB.
  await sql`
    insert into activity_logs (page, action, user_agent, device_type, country, created_at)
    select '/projects/' || g, 'view', 'Mozilla/5.0 (X11; Linux x86_64) ' || repeat('AppleWebKit/537.36 ', 12) || g, 'desktop', 'DE',
           timestamptz '2026-11-01T00:00:00Z' + g * interval '1 second'
    from generate_series(1, ${VIEWS}) g`.execute(source.db);
  dir = await archiveDir();
  archive = path.join(dir, 'views.tar.gz.age');
  await backupToFile(source, archive);
  target = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await source.close();
  await target.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a table of many chunks', () => {
  it('is restored whole and in order', { timeout: 120_000 }, async () => {
    const { manifest } = await openArchive(archive, TEST_BACKUP_KEY);
    expect(manifest.tables.find((table) => table.name === 'activity_logs')?.chunks.length).toBeGreaterThanOrEqual(3);

    const logged: string[] = [];
    await restoreBackup(restoreTargetOf(target), archive, {
      key: TEST_BACKUP_KEY,
      log: (line) => logged.push(line),
    });
    const summary = async (t: TestApp) =>
      (
        await sql<{ rows: string; ids: string; pages: string }>`
          select count(*) as rows, sum(id) as ids, md5(string_agg(page || user_agent, ',' order by id)) as pages from activity_logs`.execute(
          t.db,
        )
      ).rows[0];
    expect(await summary(target)).toEqual(await summary(source));
    expect(logged).toContain(`  activity_logs: ${String(VIEWS)} rows`);
    // The identity goes on after the restored rows.
    const next = await sql<{ id: string }>`insert into activity_logs (page) values ('/') returning id`.execute(
      target.db,
    );
    expect(Number(next.rows[0]?.id)).toBe(VIEWS + 1);
  });

  it(
    'names a bad row in a later chunk by its number in the whole table, and restores nothing',
    { timeout: 120_000 },
    async () => {
      const empty = await buildTestApp();
      const file = path.join(dir, 'bad-view.tar.gz.age');
      // The table's 44,990th row, in its last chunk or the one before (chunks are edited in the archive's order).
      const bad = VIEWS - 10;
      let seen = 0;
      await resealArchive(archive, file, (entry, data) => {
        if (!entry.startsWith('tables/activity_logs/')) return data;
        const lines = data.toString('utf8').split('\n').filter(Boolean);
        const edited = lines.map((line) => {
          seen += 1;
          const row = JSON.parse(line) as Record<string, unknown>;
          return JSON.stringify(seen === bad ? { ...row, page: 'no leading slash' } : row);
        });
        return Buffer.from(`${edited.join('\n')}\n`);
      });
      try {
        const into = restoreTargetOf(empty);
        await expect(restoreBackup(into, file, { key: TEST_BACKUP_KEY })).rejects.toThrow(
          new RegExp(`^activity_logs, row ${String(bad)}, page: Must be a path starting with /`),
        );
        expect(isEmpty(await inspectTarget(into))).toBe(true);
      } finally {
        await empty.close();
      }
    },
  );
});
