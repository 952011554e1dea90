import type { Db } from '@folio/db';
import { sql } from 'kysely';
import { AppError } from './errors';

/** The lists the owner puts in order; each has a `sort_order` column, smallest first. */
export type OrderedTable = 'projects' | 'employment';

/** One less than the smallest place in `table`, so a new row goes first (1 when the table is empty). */
export async function firstSortOrder(db: Db, table: OrderedTable): Promise<number> {
  const { rows } = await sql<{ first: number }>`
    select coalesce(min(sort_order), 2)::integer - 1 as first from ${sql.table(table)}
  `.execute(db);
  return rows[0]?.first ?? 1;
}

/**
 * Puts every row of `table` in the order of `ids` (1, 2, 3, ...). `ids` must name each row exactly once:
 * a list missing a row, or naming one that is gone (another tab changed the list), is refused with 400 on
 * `ids` and changes nothing. The rows are locked first, so two reorders cannot interleave.
 */
export async function applyOrder(db: Db, table: OrderedTable, ids: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)} for update`.execute(trx);
    const stored = new Set(rows.map((row) => row.id));
    if (ids.length !== stored.size || ids.some((id) => !stored.has(id))) {
      throw AppError.invalidField('ids', 'Must list every item exactly once; reload and try again');
    }
    if (ids.length === 0) return;
    await sql`
      update ${sql.table(table)} as t set sort_order = ordered.place
      from unnest(${sql.val(ids)}::uuid[]) with ordinality as ordered(id, place)
      where t.id = ordered.id
    `.execute(trx);
  });
}
