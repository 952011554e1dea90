import { z } from './zod-config';

/** The weekly report is mailed every Monday at this hour (UTC), for the seven days before. */
export const WEEKLY_REPORT_HOUR_UTC = 7;
/** How many entries each list of the report shows. */
export const WEEKLY_REPORT_LIST_LIMIT = 5;

/** POST /api/analytics/report: the report was queued to this address. */
export const weeklyReportQueuedSchema = z.object({ queued: z.literal(true), to: z.string() });
export type WeeklyReportQueued = z.infer<typeof weeklyReportQueuedSchema>;

/**
 * Every text of the weekly report mail, in one place so it can be translated: plain words, and functions for
 * sentences that hold numbers or names. The API fills them in for the text and the HTML part alike.
 */
export const weeklyReportTexts = {
  subject: (site: string, period: string) => `Your week on ${site}: ${period}`,
  heading: (site: string) => `Weekly report for ${site}`,
  period: (period: string, previous: string) => `${period}, compared with ${previous} (UTC days; your own views left out).`,
  views: 'Page views',
  visitors: 'Unique visitors',
  downloads: 'Downloads',
  messages: 'Messages',
  topPages: 'Top pages',
  referrers: 'Top referrers',
  countries: 'Countries',
  downloadsList: 'Most downloaded',
  none: 'None this week',
  change: (previous: string) => `(previous week: ${previous})`,
  viewsCount: (views: string) => `${views} views`,
  visitorsCount: (visitors: string) => `${visitors} visitors`,
  footer: (analyticsUrl: string, settingsUrl: string) =>
    `All figures: ${analyticsUrl}. Turn this mail off under Settings → Weekly report: ${settingsUrl}.`,
  /** The Settings page's switch. */
  settingTitle: 'Weekly report',
  settingDescription: 'Every Monday at 07:00 UTC, a mail with the last 7 days against the 7 before',
  settingNeedsMail: 'Needs SMTP_URL: without it no mail is sent.',
  sendNow: 'Send it now',
} as const;
