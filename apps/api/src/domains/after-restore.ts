import { sql, type Kysely } from 'kysely';
import type { Database } from '@folio/db';
import type { AfterRestoreStep } from './backups';

/** Whether a restored table holds any row: a domain's renderer (a megabyte of code) loads only when it has work. */
async function hasRows(connection: Kysely<Database>, table: 'posts' | 'projects'): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(table)}) as found`.execute(
    connection,
  );
  return rows[0]?.found ?? false;
}

/**
 * What the domains redo once a backup's rows are in, inside the restore's transaction. Stored HTML is the app's own
 * rendering, never the archive's: posts and project pages are rendered again from their Markdown. Listed here, by
 * the domains, so the backups domain restores without knowing any other.
 */
export const AFTER_RESTORE: readonly AfterRestoreStep[] = [
  async (connection) => {
    if (await hasRows(connection, 'posts')) await (await import('./posts')).renderStoredPosts(connection);
  },
  async (connection) => {
    if (await hasRows(connection, 'projects')) await (await import('./projects')).renderStoredProjects(connection);
  },
];
