import { sql, type Kysely } from 'kysely';

/**
 * The credentials page, the inbox and notification mail:
 * - `credentials`: the one record of the Credentials page (skills, certifications, education as ordered JSON
 *   arrays, replaced as a whole), the file picked as the resume (cleared when that file is deleted) and whether
 *   the page is public. No row means nothing filled in yet and private.
 * - `contact_messages.read`: messages already stored were shown to the owner before there was a way to mark them,
 *   so they start as read; new ones start unread.
 * - `mail_outbox`: notification mails, written in the transaction that stores the message and sent by whichever
 *   instance locks the row first (FOR UPDATE SKIP LOCKED), retried with backoff until `give_up_at`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credentials')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo('default'))
    .addColumn('skills', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(skills) = 'array'`),
    )
    .addColumn('certifications', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(certifications) = 'array'`),
    )
    .addColumn('education', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(education) = 'array'`),
    )
    .addColumn('resume_file_id', 'uuid', (col) => col.references('files.id').onDelete('set null'))
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('contact_messages')
    .addColumn('read', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`update contact_messages set read = true`.execute(db);

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('give_up_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now() + interval '24 hours'`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql<boolean>`status = 'pending'`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.alterTable('contact_messages').dropColumn('read').execute();
  await db.schema.dropTable('credentials').ifExists().execute();
}
