import { sql, type Kysely } from 'kysely';

/**
 * Analytics an owner reads over any range of days, by country, goal and campaign, in real time, and by mail:
 * - analytics_daily_breakdowns: one counter row per dimension, UTC day, owner flag and key (page, referrer
 *   host, device type, country, UTM source, and the goals: outbound host, downloaded file, message). Replaces
 *   the all-time page, referrer and device totals, which could not answer a range; they are recounted into it
 *   from the raw log here, then dropped.
 * - activity_logs.country: the ISO code looked up from the full address at ingestion; the address itself is
 *   stored truncated, as before.
 * - analytics_daily_visitors gains when a visitor was last seen and on which page (real time); the hashes are
 *   still deleted with their salt.
 * - analytics_daily_source_visitors: which visitor of the day already counted for which campaign, deleted with
 *   the salts like the hashes it holds.
 * - mail_outbox.html_body: mails with an HTML part beside the text (the weekly report).
 * - user_settings.weekly_report: the owner's switch; null means the default (on while mail is configured).
 * - analytics_weekly_reports: one row per ISO week whose report was queued, so instances send it once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_logs').addColumn('country', 'text').execute();

  await db.schema
    .createTable('analytics_daily_breakdowns')
    .addColumn('dimension', 'text', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('is_owner', 'boolean', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('views', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('visitors', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_daily_breakdowns_pkey', ['dimension', 'day', 'is_owner', 'key'])
    .execute();
  await sql`
    insert into analytics_daily_breakdowns (dimension, day, is_owner, key, views)
    select 'page', (created_at at time zone 'UTC')::date, user_id is not null, page, count(*)
    from activity_logs where action = 'view' group by 2, 3, 4`.execute(db);
  await sql`
    insert into analytics_daily_breakdowns (dimension, day, is_owner, key, views)
    select 'referrer', (created_at at time zone 'UTC')::date, user_id is not null, referrer_host, count(*)
    from activity_logs where action = 'view' and referrer_host is not null group by 2, 3, 4`.execute(db);
  await sql`
    insert into analytics_daily_breakdowns (dimension, day, is_owner, key, views)
    select 'device', (created_at at time zone 'UTC')::date, user_id is not null, device_type, count(*)
    from activity_logs where action = 'view' and device_type is not null group by 2, 3, 4`.execute(db);
  for (const table of ['analytics_page_totals', 'analytics_referrer_totals', 'analytics_device_totals']) {
    await db.schema.dropTable(table).execute();
  }

  await db.schema
    .alterTable('analytics_daily_visitors')
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_page', 'text', (col) => col.notNull().defaultTo('/'))
    .execute();

  await db.schema
    .createTable('analytics_daily_source_visitors')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('is_owner', 'boolean', (col) => col.notNull())
    .addColumn('visitor_hash', 'bytea', (col) => col.notNull())
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_daily_source_visitors_pkey', ['day', 'is_owner', 'visitor_hash', 'source_key'])
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('html_body', 'text').execute();
  await db.schema.alterTable('user_settings').addColumn('weekly_report', 'boolean').execute();

  await db.schema
    .createTable('analytics_weekly_reports')
    .addColumn('week', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_weekly_reports').ifExists().execute();
  await db.schema.alterTable('user_settings').dropColumn('weekly_report').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('html_body').execute();
  await db.schema.dropTable('analytics_daily_source_visitors').ifExists().execute();
  await db.schema.alterTable('analytics_daily_visitors').dropColumn('last_seen_at').dropColumn('last_page').execute();
  for (const [table, key, dimension] of [
    ['analytics_page_totals', 'page', 'page'],
    ['analytics_referrer_totals', 'host', 'referrer'],
    ['analytics_device_totals', 'device_type', 'device'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(key, 'text', (col) => col.notNull())
      .addColumn('is_owner', 'boolean', (col) => col.notNull())
      .addColumn('views', 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pkey`, [key, 'is_owner'])
      .execute();
    await sql`
      insert into ${sql.table(table)} (${sql.ref(key)}, is_owner, views)
      select key, is_owner, sum(views) from analytics_daily_breakdowns where dimension = ${dimension} group by 1, 2`.execute(
      db,
    );
  }
  await db.schema.dropTable('analytics_daily_breakdowns').ifExists().execute();
  await db.schema.alterTable('activity_logs').dropColumn('country').execute();
}
