import { sql, type Kysely } from 'kysely';

/**
 * The generated résumé (issue 34): its settings, one row, and the profile's availability ("open to work"). Until
 * the owner chooses, 'Download Resume' serves the uploaded file as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profile').addColumn('availability', 'jsonb').execute();
  await db.schema
    .createTable('resume_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('file')
        .check(sql`source in ('file', 'generated')`),
    )
    .addColumn('template', 'text', (col) =>
      col
        .notNull()
        .defaultTo('classic')
        .check(sql`template in ('classic', 'modern', 'compact')`),
    )
    .addColumn('paper', 'text', (col) =>
      col
        .notNull()
        .defaultTo('A4')
        .check(sql`paper in ('A4', 'Letter')`),
    )
    .addColumn('sections', 'jsonb', (col) => col.notNull())
    .addColumn('photo', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('resume_settings').execute();
  await db.schema.alterTable('profile').dropColumn('availability').execute();
}
