import { sql, type Kysely } from 'kysely';

/**
 * A notification's Reply-To is the visitor's one address (`reply_to`) and their name as a display name only
 * (`reply_to_name`), kept apart so no name can be read as an address, a list or a group. Queued mails of the
 * older form `Name <address>` are split.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('reply_to_name', 'text').execute();
  await sql`
    update mail_outbox
       set reply_to_name = nullif(trim(substring(reply_to from '^(.*)<[^<>]*>\\s*$')), ''),
           reply_to = substring(reply_to from '<([^<>]*)>\\s*$')
     where reply_to ~ '<[^<>]*>\\s*$'
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update mail_outbox set reply_to = reply_to_name || ' <' || reply_to || '>' where reply_to_name is not null`.execute(
    db,
  );
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to_name').execute();
}
