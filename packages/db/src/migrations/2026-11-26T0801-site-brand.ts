import { sql, type Kysely } from 'kysely';

/**
 * The owner's brand on `site_settings`: the site's name, its accent colour, the colour scheme a visitor without a
 * choice of their own gets, and a logo (one of the site's pictures). The defaults are SPEC's site: 'Portfolio',
 * the indigo of its day, light, no logo.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('name', 'text', (col) => col.notNull().defaultTo('Portfolio'))
    .addColumn('accent_color', 'text', (col) => col.notNull().defaultTo('#4f46e5'))
    .addColumn('default_color_scheme', 'text', (col) =>
      col
        .notNull()
        .defaultTo('light')
        .check(sql`default_color_scheme in ('light', 'dark', 'system')`),
    )
    .addColumn('logo_file_id', 'uuid', (col) => col.references('files.id').onDelete('restrict'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .dropColumn('name')
    .dropColumn('accent_color')
    .dropColumn('default_color_scheme')
    .dropColumn('logo_file_id')
    .execute();
}
