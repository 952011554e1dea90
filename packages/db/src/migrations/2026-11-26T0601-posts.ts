import { sql, type Kysely } from 'kysely';

/**
 * Posts: Markdown bodies with the sanitised HTML and plain text rendered from them when written, and a
 * full-text search vector (title first, then summary, then body) the database keeps up to date.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('summary', 'text')
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('reading_minutes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('search', sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english'::regconfig, title), 'A') ||
            setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') ||
            setweight(to_tsvector('english'::regconfig, body_text), 'C')`,
        )
        .stored(),
    )
    .execute();
  await db.schema.createIndex('posts_published_idx').on('posts').columns(['status', 'published_at desc']).execute();
  await db.schema.createIndex('posts_search_idx').on('posts').using('gin').column('search').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('posts').execute();
}
