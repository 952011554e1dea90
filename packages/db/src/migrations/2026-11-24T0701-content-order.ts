import { sql, type Kysely } from 'kysely';

/**
 * The owner puts projects and employment entries in an order of their own: `sort_order`,
 * smallest first; a new item gets one less than the smallest, so it goes first. (`position` would clash with
 * the employment entry's job title.) Existing rows keep the order lists had before: projects newest first,
 * employment by most recent start date.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, previousOrder] of [
    ['projects', sql`created_at desc, id`],
    ['employment', sql`start_date desc, created_at desc, id`],
  ] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`
      update ${sql.table(table)} as t set sort_order = ranked.rank
      from (select id, row_number() over (order by ${previousOrder}) as rank from ${sql.table(table)}) as ranked
      where t.id = ranked.id
    `.execute(db);
    await db.schema.createIndex(`${table}_sort_order_idx`).on(table).columns(['sort_order', 'created_at']).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['projects', 'employment']) {
    await db.schema.alterTable(table).dropColumn('sort_order').execute();
  }
}
