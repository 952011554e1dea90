import { z } from './zod-config';

/** The weekly report is mailed every Monday at this hour (UTC), for the seven days before. */
export const WEEKLY_REPORT_HOUR_UTC = 7;
/** How many entries each list of the report shows. */
export const WEEKLY_REPORT_LIST_LIMIT = 5;

/** POST /api/analytics/report: the report was queued to this address. */
export const weeklyReportQueuedSchema = z.object({ queued: z.literal(true), to: z.string() });
export type WeeklyReportQueued = z.infer<typeof weeklyReportQueuedSchema>;
