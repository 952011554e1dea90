import { sql } from 'kysely';
import type { Db } from '@folio/db';
import { recountAggregates } from '@folio/api/analytics-aggregates';

const PAGES = [
  '/',
  '/',
  '/',
  '/',
  '/files',
  '/files',
  '/files',
  '/contact',
  '/contact',
  '/credentials',
  '/credentials',
  '/analytics',
  '/admin',
  '/settings',
  '/projects',
  '/blog',
  '/blog/postgres-at-scale',
  '/blog/privacy-first',
  '/talks',
  '/nowhere',
];
const USER_AGENTS = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'desktop',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'desktop'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'mobile',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'mobile',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'tablet',
  ],
] as const;
const COUNTRIES = [
  'US',
  'DE',
  'GB',
  'FR',
  'IN',
  'BR',
  'JP',
  'CA',
  'NL',
  'SE',
  'ES',
  'IT',
  'PL',
  'AU',
  'CH',
  'KR',
  'MX',
  'NG',
  'ZA',
  'AR',
];
const CAMPAIGNS = [
  ['newsletter', 'email', 'launch'],
  ['mastodon', 'social', 'launch'],
  ['linkedin', 'social', 'hiring'],
  ['conference', 'qr', 'talk-2026'],
] as const;
const OUTBOUND = [
  'https://github.com/ada',
  'https://www.linkedin.com/in/ada',
  'https://mastodon.social/@ada',
  'https://example.org/paper',
];
const DOWNLOADS = ['/api/resume/cv.pdf', '/api/files/1/download/talk-slides.pdf', '/api/files/2/download/thesis.pdf'];
const REFERRERS = ['google.com', 'github.com', 'news.ycombinator.com', 'linkedin.com', 'duckduckgo.com', 'reddit.com'];
const SECONDARY_INDEXES = [
  sql`create index activity_logs_page_idx on activity_logs (page)`,
  sql`create index activity_logs_user_id_idx on activity_logs (user_id)`,
  sql`create index activity_logs_created_at_idx on activity_logs (created_at)`,
];

const textArray = (values: readonly string[]) =>
  sql`${sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`)}::text[]`;

/**
 * Adds page views number `from + 1` to `to` to the raw log in one SQL statement, then rebuilds the aggregates
 * with the same recount the API uses. Views come four at a time from one visitor (same day, address and
 * browser) over the last 400 days; about 3% are the owner's, 15% come from another site, 3% land from a
 * campaign (UTM), every visitor has a country, and one goal (outbound, download, message) comes per 25 views. The secondary
 * indexes are dropped during the insert and rebuilt after it (the same indexes, built faster).
 */
export async function seedPageViews(db: Db, range: { from: number; to: number; ownerId: string }): Promise<void> {
  await sql`drop index activity_logs_page_idx, activity_logs_user_id_idx, activity_logs_created_at_idx`.execute(db);
  await sql`
    insert into activity_logs (user_id, page, action, metadata, ip_address, user_agent, created_at, referrer_host, device_type, country)
    select case when v % 33 = 0 then ${range.ownerId}::uuid end,
           (${textArray(PAGES)})[1 + ((i * 2654435761) % 4294967296 * ${PAGES.length}::bigint / 4294967296)],
           'view',
           case when i % 4 = 0 and v % 9 = 0 then jsonb_build_object(
             'utm_source', (${textArray(CAMPAIGNS.map(([source]) => source))})[1 + v / 9 % ${CAMPAIGNS.length}],
             'utm_medium', (${textArray(CAMPAIGNS.map(([, medium]) => medium))})[1 + v / 9 % ${CAMPAIGNS.length}],
             'utm_campaign', (${textArray(CAMPAIGNS.map(([, , campaign]) => campaign))})[1 + v / 9 % ${CAMPAIGNS.length}]) end,
           '10.' || (v / 256 % 256) || '.' || (v % 256) || '.0',
           (${textArray(USER_AGENTS.map(([ua]) => ua))})[1 + v % ${USER_AGENTS.length}],
           date_trunc('day', now()) - ((v * 7919) % 400) * interval '1 day' + (i % 86400) * interval '1 second',
           case when i % 7 = 0 then (${textArray(REFERRERS)})[1 + i / 7 % ${REFERRERS.length}] end,
           (${textArray(USER_AGENTS.map(([, device]) => device))})[1 + v % ${USER_AGENTS.length}],
           (${textArray(COUNTRIES)})[1 + v * 7 % ${COUNTRIES.length}]
    from generate_series(${range.from + 1}::bigint, ${range.to}::bigint) as i, lateral (select i / 4 as v) as visitor`.execute(
    db,
  );
  // Goals, one for every 25 views: outbound links, downloads and messages, on the days of their visitors.
  await sql`
    insert into activity_logs (user_id, page, action, metadata, ip_address, user_agent, created_at, device_type, country)
    select null, '/', (array['outbound', 'download', 'contact'])[1 + g % 3],
           case g % 3 when 0 then jsonb_build_object('url', (${textArray(OUTBOUND)})[1 + g / 3 % ${OUTBOUND.length}])
                      when 1 then jsonb_build_object('path', (${textArray(DOWNLOADS)})[1 + g / 3 % ${DOWNLOADS.length}]) end,
           '10.' || (v / 256 % 256) || '.' || (v % 256) || '.0',
           (${textArray(USER_AGENTS.map(([ua]) => ua))})[1 + v % ${USER_AGENTS.length}],
           date_trunc('day', now()) - ((v * 7919) % 400) * interval '1 day' + (g % 86400) * interval '1 second',
           (${textArray(USER_AGENTS.map(([, device]) => device))})[1 + v % ${USER_AGENTS.length}],
           (${textArray(COUNTRIES)})[1 + v * 7 % ${COUNTRIES.length}]
    from generate_series(${Math.floor(range.from / 25) + 1}::bigint, ${Math.floor(range.to / 25)}::bigint) as g, lateral (select g * 25 / 4 as v) as visitor`.execute(
    db,
  );
  await db.connection().execute(async (connection) => {
    await sql`set maintenance_work_mem = '256MB'`.execute(connection);
    for (const statement of SECONDARY_INDEXES) await statement.execute(connection);
  });
  await recountAggregates(db);
  // Real time reads the visitor hashes of today and yesterday, which only the ingestion writes: as many as the
  // seeded log has visitors on such a day, last seen throughout it.
  await sql`
    insert into analytics_daily_visitors (day, is_owner, visitor_hash, last_seen_at, last_page)
    select (now() at time zone 'UTC')::date - d, false, decode(md5(${range.to}::text || '-' || d || '-' || n), 'hex'),
           now() - d * interval '1 day' - (n * 7 % 86400) * interval '1 second', (${textArray(PAGES)})[1 + n % ${PAGES.length}]
    from generate_series(0, 1) as d, generate_series(1, ${Math.ceil(range.to / 400 / 4)}) as n
    on conflict do nothing`.execute(db);
  await sql`vacuum analyze activity_logs`.execute(db);
  await sql`analyze analytics_daily_totals, analytics_daily_breakdowns`.execute(db);
  // Write the seeded pages out now, rather than in a checkpoint that would fall in the middle of a measurement.
  await sql`checkpoint`.execute(db);
}
