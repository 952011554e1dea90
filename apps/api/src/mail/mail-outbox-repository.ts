import type { Db, MailOutboxRow } from '@folio/db';
import { sql } from 'kysely';

/** htmlBody: an HTML part beside the text, for mails with tables (the weekly report). */
export type OutgoingMail = { toAddress: string; replyTo: string | null; subject: string; textBody: string; htmlBody?: string | null };

/** Queues a mail; called inside the transaction that stores what the mail is about, so both exist or neither. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.insertInto('mailOutbox').values(mail).execute();
}

/**
 * The next mail that is due, locked for this transaction; rows another instance has locked are skipped, so each
 * mail is in the hands of one sender at a time.
 */
export async function claimDueMail(db: Db): Promise<MailOutboxRow | null> {
  const row = await db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', sql<Date>`now()`)
    .orderBy('nextAttemptAt')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ?? null;
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ status: 'sent', sentAt: sql<Date>`now()`, attempts: sql<number>`attempts + 1`, lastError: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again after `retryInSeconds`, or given up when that would pass `give_up_at`. */
export async function markMailAttemptFailed(db: Db, id: string, error: string, retryInSeconds: number): Promise<'retry' | 'failed'> {
  const row = await db
    .updateTable('mailOutbox')
    .set({
      attempts: sql<number>`attempts + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
      status: sql<'pending' | 'failed'>`case when now() + make_interval(secs => ${retryInSeconds}) > give_up_at then 'failed' else 'pending' end`,
    })
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirstOrThrow();
  return row.status === 'failed' ? 'failed' : 'retry';
}
