import { sql, type Kysely } from 'kysely';

/**
 * A page for every project: a slug (unique, kept when the title changes), a Markdown body with the sanitised HTML
 * and plain text rendered from it when written, when it last changed, and an ordered gallery of pictures.
 * Existing projects get a slug from their title here (lower-case ASCII words joined by hyphens; a second project
 * with the same one gets its id's first block appended), so every project has its page at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('slug', 'text')
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    with bases as (
      select id, coalesce(nullif(trim(both '-' from left(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'project') as base
      from projects
    ), numbered as (
      select id, base, row_number() over (partition by base order by id) as n from bases
    )
    update projects set slug = case when numbered.n = 1 then numbered.base else numbered.base || '-' || left(projects.id::text, 8) end
    from numbered where numbered.id = projects.id`.execute(db);
  // The app always chooses a slug; a row written by hand (SQL, a script) gets a unique one rather than failing.
  await db.schema
    .alterTable('projects')
    .alterColumn('slug', (col) => col.setNotNull())
    .alterColumn('slug', (col) => col.setDefault(sql`gen_random_uuid()::text`))
    .execute();
  await db.schema.alterTable('projects').addUniqueConstraint('projects_slug_key', ['slug']).execute();

  await db.schema
    .createTable('project_pictures')
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    // A picture in a gallery is not deleted from under it (the API answers 409 first; this is the last guard).
    .addColumn('file_id', 'uuid', (col) => col.notNull().references('files.id').onDelete('restrict'))
    .addColumn('alt', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('project_pictures_pkey', ['project_id', 'position'])
    .execute();
  await db.schema.createIndex('project_pictures_file_idx').on('project_pictures').column('file_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_pictures').execute();
  await db.schema
    .alterTable('projects')
    .dropColumn('slug')
    .dropColumn('body')
    .dropColumn('body_html')
    .dropColumn('body_text')
    .dropColumn('updated_at')
    .execute();
}
