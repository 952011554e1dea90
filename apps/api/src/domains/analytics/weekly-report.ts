import { sql } from 'kysely';
import {
  WEEKLY_REPORT_HOUR_UTC,
  WEEKLY_REPORT_LIST_LIMIT,
  type ActivityInsights,
  type ActivityStats,
  type DayRange,
  type SiteLanguage,
  type Translate,
  textDirection,
} from '@folio/contracts';
import type { Db } from '@folio/db';
import type { Config } from '../../env';
import { enqueueMail } from '../../mail/mail-outbox-repository';
import { notificationRecipient } from '../../mail/owner-address';
import { readActivityInsights, readActivityStats } from './analytics-repository';
import { addDays, utcDay } from './utc-day';
import { mailTexts } from '../../mail/mail-texts';

type ReportConfig = Pick<Config, 'SMTP_URL' | 'NOTIFY_EMAIL' | 'PUBLIC_URL'>;
type Figures = { stats: Omit<ActivityStats, 'previous'>; insights: Omit<ActivityInsights, 'previous'> };
export type WeeklyReport = { range: DayRange; previous: DayRange; current: Figures; before: Figures };

/** The seven whole UTC days before `now`'s day, and the seven before them. */
export function reportRanges(now: Date): { range: DayRange; previous: DayRange } {
  const today = utcDay(now);
  return {
    range: { from: addDays(today, -7), to: addDays(today, -1) },
    previous: { from: addDays(today, -14), to: addDays(today, -8) },
  };
}

/** '2026-W48': the ISO week of a UTC day (the week of its Thursday decides the year). */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${String(thursday.getUTCFullYear())}-W${String(week).padStart(2, '0')}`;
}

/** Whether this week's report is due: from Monday 07:00 UTC on, for the rest of the ISO week. */
export function reportIsDue(now: Date): boolean {
  const isMonday = now.getUTCDay() === 1;
  return !isMonday || now.getUTCHours() >= WEEKLY_REPORT_HOUR_UTC;
}

async function figures(db: Db, range: DayRange): Promise<Figures> {
  const query = { includeOwner: false, range };
  const [stats, insights] = await Promise.all([readActivityStats(db, query), readActivityInsights(db, query)]);
  return { stats, insights };
}

export async function buildWeeklyReport(db: Db, now: Date): Promise<WeeklyReport> {
  const { range, previous } = reportRanges(now);
  const [current, before] = await Promise.all([figures(db, range), figures(db, previous)]);
  return { range, previous, current, before };
}

const describe = (range: DayRange) => `${range.from} – ${range.to}`;

function changeOf(current: number, previous: number, newLabel: string): string {
  if (previous === 0) return current === 0 ? '0%' : newLabel;
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent > 0 ? `+${String(percent)}%` : percent < 0 ? `−${String(-percent)}%` : '0%';
}

const eventTotal = (figures: Figures, action: 'download' | 'contact') =>
  figures.insights.events.filter((event) => event.action === action).reduce((sum, event) => sum + event.count, 0);

type Section = { title: string; rows: [string, string][] };

/** The report's words in the site's language, and its numbers written as that language writes them. */
type ReportTexts = { t: Translate<'mail'>; number: (value: number) => string };

/** The report's content, once, for both parts of the mail. */
function contentOf(report: WeeklyReport, { t, number }: ReportTexts) {
  const { current, before } = report;
  const headline: [string, number, number][] = [
    [t('report.views'), current.stats.totalViews, before.stats.totalViews],
    [t('report.visitors'), current.stats.uniqueVisitors, before.stats.uniqueVisitors],
    [t('report.downloads'), eventTotal(current, 'download'), eventTotal(before, 'download')],
    [t('report.messages'), eventTotal(current, 'contact'), eventTotal(before, 'contact')],
  ];
  const top = <T>(items: T[], row: (item: T) => [string, string]) => items.slice(0, WEEKLY_REPORT_LIST_LIMIT).map(row);
  const sections: Section[] = [
    {
      title: t('report.topPages'),
      rows: top(current.stats.pageViews, (page) => [page.page, t('report.viewsCount', { views: number(page.count) })]),
    },
    {
      title: t('report.referrers'),
      rows: top(current.insights.referrers, (referrer) => [
        referrer.host,
        t('report.viewsCount', { views: number(referrer.count) }),
      ]),
    },
    {
      title: t('report.countries'),
      rows: top(current.insights.countries, (country) => [
        country.country,
        t('report.visitorsCount', { visitors: number(country.visitors) }),
      ]),
    },
    {
      title: t('report.downloadsList'),
      rows: top(
        current.insights.events.filter((event) => event.action === 'download'),
        (event) => [event.target ?? '', number(event.count)],
      ),
    },
  ];
  return { headline, sections };
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Subject, plain text and HTML of a report, in the site's language: every word comes from the mail catalogue. */
export function renderWeeklyReport(
  report: WeeklyReport,
  publicUrl: string,
  { t, language }: { t: Translate<'mail'>; language: SiteLanguage },
): { subject: string; textBody: string; htmlBody: string } {
  const site = new URL(publicUrl).host;
  const number = (value: number) => value.toLocaleString(language);
  const { headline, sections } = contentOf(report, { t, number });
  const change = (now: number, then: number) => changeOf(now, then, t('report.new'));
  const period = t('report.period', { period: describe(report.range), previous: describe(report.previous) });
  const footer = t('report.footer', { analyticsUrl: `${publicUrl}/analytics`, settingsUrl: `${publicUrl}/settings` });
  const heading = t('report.heading', { site });
  const none = t('report.none');

  const text = [
    heading,
    period,
    '',
    ...headline.map(
      ([label, now, then]) =>
        `${label}: ${number(now)} ${change(now, then)} ${t('report.change', { previous: number(then) })}`,
    ),
    ...sections.flatMap((section) => [
      '',
      section.title,
      ...(section.rows.length === 0 ? [`  ${none}`] : section.rows.map(([name, value]) => `  ${name}: ${value}`)),
    ]),
    '',
    '—',
    footer,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;';
  const html = [
    `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family:system-ui,sans-serif;color:#1f2933;line-height:1.5">`,
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    `<p style="color:#52606d">${escapeHtml(period)}</p>`,
    '<table style="border-collapse:collapse">',
    ...headline.map(
      ([label, now, then]) =>
        `<tr><td style="${cell}">${escapeHtml(label)}</td><td style="${cell}font-weight:700">${number(now)}</td>` +
        `<td style="${cell}">${escapeHtml(change(now, then))}</td><td style="${cell}color:#52606d">${escapeHtml(t('report.change', { previous: number(then) }))}</td></tr>`,
    ),
    '</table>',
    ...sections.flatMap((section) => [
      `<h2 style="font-size:16px;margin-top:20px">${escapeHtml(section.title)}</h2>`,
      section.rows.length === 0
        ? `<p style="color:#52606d">${escapeHtml(none)}</p>`
        : `<table style="border-collapse:collapse">${section.rows
            .map(
              ([name, value]) =>
                `<tr><td style="${cell}">${escapeHtml(name)}</td><td style="${cell}">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`,
    ]),
    `<p style="color:#52606d;margin-top:24px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: t('report.subject', { site, period: describe(report.range) }), textBody: text, htmlBody: html };
}

/** Queues a report now (POST /api/analytics/report); null when there is no address to send it to. */
export async function queueWeeklyReport(db: Db, config: ReportConfig, now: Date): Promise<{ to: string } | null> {
  const toAddress = await notificationRecipient(db, config);
  if (!toAddress) return null;
  const content = renderWeeklyReport(await buildWeeklyReport(db, now), config.PUBLIC_URL, await mailTexts(db));
  await enqueueMail(db, { toAddress, replyTo: null, replyToName: null, ...content });
  return { to: toAddress };
}

/** The owner's switch: on unless turned off, while mail is configured. The settings saved last count. */
async function weeklyReportEnabled(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('userSettings')
    .select('weeklyReport')
    .orderBy('updatedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.weeklyReport ?? true;
}

/**
 * The scheduled report of `now`'s ISO week, queued at most once across every instance: the week's row in
 * analytics_weekly_reports and the mail are written in one transaction, and a second instance's insert of the
 * same week does nothing. Answers whether this call queued it.
 */
export async function queueScheduledReport(db: Db, config: ReportConfig, now: Date): Promise<boolean> {
  if (!config.SMTP_URL || !reportIsDue(now)) return false;
  const week = isoWeekOf(utcDay(now));
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('analyticsWeeklyReports')
      .values({ week })
      .onConflict((oc) => oc.column('week').doNothing())
      .returning('week')
      .executeTakeFirst();
    if (!claimed) return false;
    // Turned off, or nowhere to send it: the week counts as done all the same.
    if (!(await weeklyReportEnabled(trx))) return false;
    return (await queueWeeklyReport(trx, config, now)) !== null;
  });
}

/** A cheap look before the transaction: most minutes of a week, the report is already queued. */
export async function scheduledReportPending(db: Db, now: Date): Promise<boolean> {
  if (!reportIsDue(now)) return false;
  const row = await db
    .selectFrom('analyticsWeeklyReports')
    .select(sql<number>`1`.as('one'))
    .where('week', '=', isoWeekOf(utcDay(now)))
    .executeTakeFirst();
  return row === undefined;
}
