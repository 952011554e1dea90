import { sql, type Kysely } from 'kysely';

/**
 * Pictures are not files: `purpose` is 'file' (listed on the Files page, as every upload was) or 'picture' (the
 * site's own images: the profile photo and project pictures, never listed as downloads). Uploads the profile or
 * a project shows as its picture become pictures.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('purpose', 'text', (col) =>
      col
        .notNull()
        .defaultTo('file')
        .check(sql`purpose in ('file', 'picture')`),
    )
    .execute();
  await sql`
    update files set purpose = 'picture'
    where object_path in (select image_url from profile where image_url is not null
                          union select image_url from projects where image_url is not null)
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('purpose').execute();
}
