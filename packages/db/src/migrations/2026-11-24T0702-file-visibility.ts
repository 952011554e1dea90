import { sql, type Kysely } from 'kysely';

/**
 * Private files: `visibility` is 'public' (SPEC's behaviour, and every existing file) or
 * 'private' (listed and downloadable by the owner only).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('visibility', 'text', (col) =>
      col
        .notNull()
        .defaultTo('public')
        .check(sql`visibility in ('public', 'private')`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('visibility').execute();
}
