import type { Employment } from '@folio/contracts';
import type { Database, Db, EmploymentRow, EmploymentTable } from '@folio/db';
import { sql, type Insertable, type Transaction } from 'kysely';
import { renderMarkdownCached } from '../../markdown/render-markdown';

type EmploymentFields = Omit<Insertable<EmploymentTable>, 'id' | 'sortOrder' | 'createdAt'>;

/** The description is Markdown, rendered when read (once per distinct text), like the bio. */
async function toEmployment(row: EmploymentRow): Promise<Employment> {
  const rendered = row.description === null ? null : await renderMarkdownCached(row.description);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    descriptionHtml: rendered?.html ?? null,
    descriptionText: rendered?.text ?? null,
  };
}

/** In the owner's order; entries that share a place (added at once) by most recent start date. */
export async function listEmployment(db: Db): Promise<Employment[]> {
  const rows = await db
    .selectFrom('employment')
    .selectAll()
    .orderBy('sortOrder')
    .orderBy('startDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return Promise.all(rows.map(toEmployment));
}

/**
 * Puts one entry where its start date belongs, newest first, before the first entry that started earlier (on
 * the same start, the one that ended earlier); the others keep the order the owner gave them. Months
 * ('YYYY-MM') compare as text.
 */
async function placeByStartDate(trx: Transaction<Database>, id: string): Promise<void> {
  const rows = await trx
    .selectFrom('employment')
    .select(['id', 'startDate', 'endDate'])
    .orderBy('sortOrder')
    .orderBy('startDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .forUpdate()
    .execute();
  const placed = rows.find((row) => row.id === id);
  if (!placed) return;
  const others = rows.filter((row) => row.id !== id);
  // Same start: the one still running (no end) or ending later is the newer.
  const keyOf = (row: { startDate: string; endDate: string | null }) => `${row.startDate}/${row.endDate ?? '9999-99'}`;
  const before = others.findIndex((row) => keyOf(row) <= keyOf(placed));
  others.splice(before === -1 ? others.length : before, 0, placed);
  await sql`
    update employment as t set sort_order = ordered.place
    from unnest(${sql.val(others.map((row) => row.id))}::uuid[]) with ordinality as ordered(id, place)
    where t.id = ordered.id
  `.execute(trx);
}

/** A new entry goes where its start date belongs. */
export async function insertEmployment(db: Db, entry: EmploymentFields): Promise<Employment> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('employment')
      .values({ ...entry, sortOrder: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeByStartDate(trx, inserted.id);
    return toEmployment(
      await trx.selectFrom('employment').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow(),
    );
  });
}

/**
 * Replaces an entry's fields; when its dates change it moves to where its start date belongs, otherwise its
 * place (perhaps one the owner chose) stays. Null when no entry has that id.
 */
export async function updateEmploymentById(db: Db, id: string, entry: EmploymentFields): Promise<Employment | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('employment')
      .select(['startDate', 'endDate'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    await trx.updateTable('employment').set(entry).where('id', '=', id).execute();
    if (before.startDate !== entry.startDate || before.endDate !== (entry.endDate ?? null))
      await placeByStartDate(trx, id);
    const row = await trx.selectFrom('employment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return toEmployment(row);
  });
}

/** Whether an entry with that id existed (and is now gone). */
export async function deleteEmploymentById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('employment').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The JSON Resume import: the whole history replaced by `entries`, which become the owner's order. */
export async function replaceEmployment(db: Db, entries: EmploymentFields[]): Promise<void> {
  await db.deleteFrom('employment').execute();
  if (entries.length)
    await db
      .insertInto('employment')
      .values(entries.map((entry, index) => ({ ...entry, sortOrder: index })))
      .execute();
}
