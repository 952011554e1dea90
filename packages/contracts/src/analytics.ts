import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { timestampSchema } from './common';

/** A beacon carries a path and a referrer; anything near this size is not a page view. */
export const ACTIVITY_BEACON_MAX_BYTES = 8192;
export const ACTIVITY_METADATA_MAX_KEYS = 20;
/** GET /api/activity-logs: the page size when none is asked for, and the most one page may hold. */
export const ACTIVITY_LOGS_DEFAULT_LIMIT = 50;
export const ACTIVITY_LOGS_MAX_LIMIT = 200;
/** The ranked page list and the referrer list stop here, however many distinct pages were seen. */
export const PAGE_VIEWS_LIMIT = 100;
export const TOP_REFERRERS_LIMIT = 10;
/** The chart on the Analytics page: today and the days before it, in UTC. */
export const ACTIVITY_CHART_DAYS = 30;

export const deviceTypeSchema = z.enum(['desktop', 'mobile', 'tablet']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** POST /api/activity: the page-view beacon. */
export const activityInputSchema = z.object({
  page: z.string().trim().min(1, 'Required').max(TEXT_LIMITS.page).startsWith('/', 'Must be a path starting with /'),
  action: z.string().trim().min(1).max(TEXT_LIMITS.action).default('view'),
  metadata: z
    .record(z.string().max(64), z.union([z.string().max(TEXT_LIMITS.url), z.number(), z.boolean(), z.null()]))
    .refine((metadata) => Object.keys(metadata).length <= ACTIVITY_METADATA_MAX_KEYS, {
      message: `Must have at most ${String(ACTIVITY_METADATA_MAX_KEYS)} fields`,
    })
    .optional(),
});
export type ActivityInput = z.input<typeof activityInputSchema>;

/**
 * "Include my own views": a real boolean over tRPC, 'true'/'false' in a REST query string. (A plain
 * z.boolean would be coerced by the REST adapter, and Boolean('false') is true.)
 */
const includeOwnerSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true')
  .optional();

export const activityStatsInputSchema = z
  .object({ includeOwner: includeOwnerSchema })
  .optional()
  .transform((input) => ({ includeOwner: input?.includeOwner ?? true }));
export type ActivityStatsInput = z.input<typeof activityStatsInputSchema>;

export const pageViewCountSchema = z.object({ page: z.string(), count: z.number().int() });

export const activityStatsSchema = z.object({
  totalViews: z.number().int(),
  uniqueVisitors: z.number().int(),
  pageViews: z.array(pageViewCountSchema),
});
export type ActivityStats = z.infer<typeof activityStatsSchema>;

/** Beyond SPEC: the chart, the referrers and the device split under the Analytics page's cards. */
export const activityInsightsSchema = z.object({
  /** One entry per UTC day, oldest first, days without views included as zeros. */
  daily: z.array(z.object({ date: z.iso.date(), views: z.number().int(), visitors: z.number().int() })),
  /** External referrer hosts, most views first. */
  referrers: z.array(z.object({ host: z.string(), count: z.number().int() })),
  devices: z.array(z.object({ device: deviceTypeSchema, count: z.number().int() })),
});
export type ActivityInsights = z.infer<typeof activityInsightsSchema>;

export const activityLogsInputSchema = z
  .object({ limit: z.number().int().min(1).max(ACTIVITY_LOGS_MAX_LIMIT).optional() })
  .optional()
  .transform((input) => ({ limit: input?.limit ?? ACTIVITY_LOGS_DEFAULT_LIMIT }));
export type ActivityLogsInput = z.input<typeof activityLogsInputSchema>;

export const activityLogSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  page: z.string(),
  action: z.string(),
  metadata: z.unknown().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: timestampSchema,
});
export type ActivityLog = z.infer<typeof activityLogSchema>;
