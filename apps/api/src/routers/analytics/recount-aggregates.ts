import { sql } from 'kysely';
import type { Db } from '@folio/db';

/**
 * Rebuilds every aggregate from the raw log, for a log written by other means than the ingestion buffer (the
 * benchmark's seeded rows, an import). Views, pages, referrers and devices come out exactly as the buffer
 * counts them. Visitors are recounted as distinct (stored address, user agent) per day: the stored address is
 * truncated and the day's salt may be gone, so two browsers that the buffer told apart by their full address
 * can merge here.
 */
export async function recountAggregates(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`truncate analytics_daily_totals, analytics_page_totals, analytics_referrer_totals, analytics_device_totals`.execute(trx);
    await sql`
      insert into analytics_daily_totals (day, is_owner, views, visitors)
      select (created_at at time zone 'UTC')::date, user_id is not null, count(*), count(distinct (ip_address, user_agent))
      from activity_logs where action = 'view' group by 1, 2`.execute(trx);
    await sql`
      insert into analytics_page_totals (page, is_owner, views)
      select page, user_id is not null, count(*) from activity_logs where action = 'view' group by 1, 2`.execute(trx);
    await sql`
      insert into analytics_referrer_totals (host, is_owner, views)
      select referrer_host, user_id is not null, count(*) from activity_logs
      where action = 'view' and referrer_host is not null group by 1, 2`.execute(trx);
    await sql`
      insert into analytics_device_totals (device_type, is_owner, views)
      select device_type, user_id is not null, count(*) from activity_logs
      where action = 'view' and device_type is not null group by 1, 2`.execute(trx);
  });
}
