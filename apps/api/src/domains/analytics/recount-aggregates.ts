import { sql } from 'kysely';
import type { Db } from '@folio/db';

/**
 * Rebuilds the daily totals and the page, referrer, device, country, campaign and goal breakdowns from the raw log, for
 * a log written by other means than the ingestion buffer (the benchmark's seeded rows, an import). Views come
 * out exactly as the buffer counts them. Visitors are recounted as distinct (stored address, user agent) per
 * day: the stored address is truncated and the day's salt may be gone, so two browsers that the buffer told
 * apart by their full address can merge here.
 */
export async function recountAggregates(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`truncate analytics_daily_totals, analytics_daily_breakdowns`.execute(trx);
    await sql`
      insert into analytics_daily_totals (day, is_owner, views, visitors)
      select (created_at at time zone 'UTC')::date, user_id is not null, count(*), count(distinct (ip_address, user_agent))
      from activity_logs where action = 'view' group by 1, 2`.execute(trx);
    // Only countries count visitors (a visitor has one address, so one country, a day), as the ingestion does.
    for (const [dimension, key] of [
      ['page', 'page'],
      ['referrer', 'referrer_host'],
      ['device', 'device_type'],
      ['country', 'country'],
    ] as const) {
      const visitors = dimension === 'country' ? sql`count(distinct (ip_address, user_agent))` : sql`0`;
      await sql`
        insert into analytics_daily_breakdowns (dimension, day, is_owner, key, views, visitors)
        select ${dimension}, (created_at at time zone 'UTC')::date, user_id is not null, ${sql.ref(key)}, count(*), ${visitors}
        from activity_logs where action = 'view' and ${sql.ref(key)} is not null group by 2, 3, 4`.execute(trx);
    }
    // Campaigns, keyed as the ingestion keys them (JSON of source, medium, campaign); one visitor per day each.
    await sql`
      insert into analytics_daily_breakdowns (dimension, day, is_owner, key, views, visitors)
      select 'source', day, is_owner, key, count(*), count(distinct (ip_address, user_agent)) from (
        select (created_at at time zone 'UTC')::date as day, user_id is not null as is_owner, ip_address, user_agent,
               '[' || concat_ws(',', ${sql.join(['utm_source', 'utm_medium', 'utm_campaign'].map((field) => sql`coalesce(to_json(nullif(btrim(metadata->>${field}), ''))::text, 'null')`))}) || ']' as key
        from activity_logs
        where action = 'view' and (metadata ? 'utm_source' or metadata ? 'utm_medium' or metadata ? 'utm_campaign')) as landings
      where key <> '[null,null,null]'
      group by 1, 2, 3, 4`.execute(trx);
    // The goals' targets as the ingestion derives them: the other site's host, the downloaded file's name.
    await sql`
      insert into analytics_daily_breakdowns (dimension, day, is_owner, key, views)
      select action, day, is_owner, target, count(*) from (
        select action, (created_at at time zone 'UTC')::date as day, user_id is not null as is_owner,
               case action
                 when 'outbound' then regexp_replace(lower(substring(metadata->>'url' from '^https?://([^/:?#]+)')), '^www[.]', '')
                 when 'download' then regexp_replace(split_part(coalesce(metadata->>'path', metadata->>'url'), '?', 1), '^.*/', '')
                 else '' end as target
        from activity_logs where action in ('outbound', 'download', 'contact')) as goals
      where target is not null and (action = 'contact' or target <> '')
      group by 1, 2, 3, 4`.execute(trx);
  });
}
