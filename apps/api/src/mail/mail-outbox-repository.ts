import type { Db, MailOutboxRow } from '@folio/db';
import { sql } from 'kysely';

export type OutgoingMail = {
  toAddress: string;
  /** Exactly one address; the name that goes with it is only ever a display name. */
  replyTo: string | null;
  replyToName: string | null;
  subject: string;
  textBody: string;
  /** An HTML part beside the text, for mails with tables (the weekly report). */
  htmlBody?: string | null;
};

/** How long a claimed mail is left to its sender before another instance may try it (the sender died). */
export const MAIL_CLAIM_SECONDS = 15 * 60;

/** Queues a mail; called inside the transaction that stores what the mail is about, so both exist or neither. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.insertInto('mailOutbox').values(mail).execute();
}

/**
 * Claims the next mail that is due by moving its next attempt past the time a send may take, in one short
 * statement: instances skip rows another is claiming (SKIP LOCKED) and never hold a transaction open while
 * they talk to a mail server, however slow it answers. A sender that dies leaves the mail due again later.
 */
export async function claimDueMail(db: Db): Promise<MailOutboxRow | null> {
  const row = await db
    .updateTable('mailOutbox')
    .set({ nextAttemptAt: sql<Date>`now() + make_interval(secs => ${MAIL_CLAIM_SECONDS})` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mailOutbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', sql<Date>`now()`)
        .orderBy('nextAttemptAt')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
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
export async function markMailAttemptFailed(
  db: Db,
  id: string,
  error: string,
  retryInSeconds: number,
): Promise<'retry' | 'failed'> {
  const row = await db
    .updateTable('mailOutbox')
    .set({
      attempts: sql<number>`attempts + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
      status: sql<
        'pending' | 'failed'
      >`case when now() + make_interval(secs => ${retryInSeconds}) > give_up_at then 'failed' else 'pending' end`,
    })
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirstOrThrow();
  return row.status === 'failed' ? 'failed' : 'retry';
}
