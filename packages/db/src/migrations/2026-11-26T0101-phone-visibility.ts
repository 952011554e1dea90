import type { Kysely } from 'kysely';

/**
 * The phone number is the owner's to publish: `is_phone_public` false (every existing profile, whose phone no
 * page showed) keeps it out of what visitors are answered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profile')
    .addColumn('is_phone_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profile').dropColumn('is_phone_public').execute();
}
