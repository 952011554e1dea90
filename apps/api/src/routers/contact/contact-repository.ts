import type { ContactMessage } from '@folio/contracts';
import type { ContactMessageRow, ContactMessagesTable, Db } from '@folio/db';
import type { Insertable } from 'kysely';

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Newest first: the owner reads the latest messages at the top. */
export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db.selectFrom('contactMessages').selectAll().orderBy('createdAt', 'desc').execute();
  return rows.map(toContactMessage);
}

export async function insertContactMessage(db: Db, message: Insertable<ContactMessagesTable>): Promise<string> {
  const row = await db.insertInto('contactMessages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
