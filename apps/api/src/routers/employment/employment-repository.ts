import type { Employment } from '@folio/contracts';
import type { Db, EmploymentRow, EmploymentTable } from '@folio/db';
import type { Insertable } from 'kysely';

function toEmployment(row: EmploymentRow): Employment {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Most recent job first. Start dates are YYYY-MM text, so text order is date order (and the column is indexed). */
export async function listEmployment(db: Db): Promise<Employment[]> {
  const rows = await db
    .selectFrom('employment')
    .selectAll()
    .orderBy('startDate', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(toEmployment);
}

export async function insertEmployment(db: Db, entry: Insertable<EmploymentTable>): Promise<Employment> {
  const row = await db.insertInto('employment').values(entry).returningAll().executeTakeFirstOrThrow();
  return toEmployment(row);
}

/** Whether an entry with that id existed (and is now gone). */
export async function deleteEmploymentById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('employment').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
