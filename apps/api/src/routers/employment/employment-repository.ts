import type { Employment } from '@folio/contracts';
import type { Db, EmploymentRow, EmploymentTable } from '@folio/db';
import type { Insertable } from 'kysely';
import { firstSortOrder } from '../../lib/owner-order';

type EmploymentFields = Omit<Insertable<EmploymentTable>, 'id' | 'sortOrder' | 'createdAt'>;

function toEmployment(row: EmploymentRow): Employment {
  return { ...row, createdAt: row.createdAt.toISOString() };
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
  return rows.map(toEmployment);
}

/** A new entry goes first in the owner's order. */
export async function insertEmployment(db: Db, entry: EmploymentFields): Promise<Employment> {
  const sortOrder = await firstSortOrder(db, 'employment');
  const row = await db
    .insertInto('employment')
    .values({ ...entry, sortOrder })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEmployment(row);
}

/** Replaces an entry's fields (its place stays); null when no entry has that id. */
export async function updateEmploymentById(db: Db, id: string, entry: EmploymentFields): Promise<Employment | null> {
  const row = await db.updateTable('employment').set(entry).where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toEmployment(row) : null;
}

/** Whether an entry with that id existed (and is now gone). */
export async function deleteEmploymentById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('employment').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The JSON Resume import: the whole history replaced by `entries`, which become the owner's order. */
export async function replaceEmployment(db: Db, entries: EmploymentFields[]): Promise<void> {
  await db.deleteFrom('employment').execute();
  if (entries.length) await db.insertInto('employment').values(entries.map((entry, index) => ({ ...entry, sortOrder: index }))).execute();
}
