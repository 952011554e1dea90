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

/** The message as it now is, or null when no message has that id. */
export async function setContactMessageRead(db: Db, id: string, read: boolean): Promise<ContactMessage | null> {
  const row = await db
    .updateTable('contactMessages')
    .set({ read })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toContactMessage(row) : null;
}

/** Whether a message with that id existed (and is now gone). */
export async function deleteContactMessageById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contactMessages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
