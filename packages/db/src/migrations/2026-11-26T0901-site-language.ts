import { sql, type Kysely } from 'kysely';

/**
 * The site's language on `site_settings` (issue 21 point 3): the language of every text visitors and the owner
 * see. English, SPEC's language and the reference text, until the owner picks another.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'de', 'fr', 'es', 'ar')`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('language').execute();
}
