import { sql, type Kysely } from 'kysely';

/**
 * Visitor analytics that answer from aggregates instead of scanning the raw log (the analytics issue):
 * - activity_logs gains the two things the aggregates are keyed by that the raw row did not hold: the
 *   external referrer host and the device type, so the aggregates can always be recounted from the log.
 * - analytics_salts: one random salt per UTC day for the visitor hash; deleted after 48 hours.
 * - analytics_daily_visitors: the set of visitor hashes seen per day (owner or not), kept only while the
 *   salt that made them exists, so "distinct visitors per day" can be counted as views arrive.
 * - analytics_daily_totals and the *_totals tables: counters upserted in batches by the ingestion buffer.
 * Every aggregate is split by is_owner, so the Analytics page can leave out the owner's own views.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('activity_logs')
    .addColumn('referrer_host', 'text')
    .addColumn('device_type', 'text')
    .execute();

  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'date', (col) => col.primaryKey())
    .addColumn('salt', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('analytics_daily_visitors')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('is_owner', 'boolean', (col) => col.notNull())
    .addColumn('visitor_hash', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_daily_visitors_pkey', ['day', 'is_owner', 'visitor_hash'])
    .execute();

  await db.schema
    .createTable('analytics_daily_totals')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('is_owner', 'boolean', (col) => col.notNull())
    .addColumn('views', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('visitors', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_daily_totals_pkey', ['day', 'is_owner'])
    .execute();

  for (const [table, key] of [
    ['analytics_page_totals', 'page'],
    ['analytics_referrer_totals', 'host'],
    ['analytics_device_totals', 'device_type'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(key, 'text', (col) => col.notNull())
      .addColumn('is_owner', 'boolean', (col) => col.notNull())
      .addColumn('views', 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pkey`, [key, 'is_owner'])
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'analytics_device_totals',
    'analytics_referrer_totals',
    'analytics_page_totals',
    'analytics_daily_totals',
    'analytics_daily_visitors',
    'analytics_salts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('activity_logs').dropColumn('referrer_host').dropColumn('device_type').execute();
}
