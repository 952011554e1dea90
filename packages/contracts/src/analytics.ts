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
export const deviceTypeSchema = z.enum(['desktop', 'mobile', 'tablet']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** POST /api/activity: the page-view beacon. */
export const activityInputSchema = z
  .object({
    /** Required for a page view; a goal (download, message) may leave it out: it was sent from the page it names in Referer. */
    page: z
      .string()
      .trim()
      .min(1, 'Required')
      .max(TEXT_LIMITS.page)
      .startsWith('/', 'Must be a path starting with /')
      .optional(),
    action: z.string().trim().min(1).max(TEXT_LIMITS.action).default('view'),
    metadata: z
      .record(z.string().max(64), z.union([z.string().max(TEXT_LIMITS.url), z.number(), z.boolean(), z.null()]))
      .refine((metadata) => Object.keys(metadata).length <= ACTIVITY_METADATA_MAX_KEYS, {
        message: `Must have at most ${String(ACTIVITY_METADATA_MAX_KEYS)} fields`,
      })
      .optional(),
  })
  .refine((beacon) => beacon.action !== 'view' || beacon.page !== undefined, { path: ['page'], message: 'Required' });
export type ActivityInput = z.input<typeof activityInputSchema>;

/**
 * "Include my own views": a real boolean over tRPC, 'true'/'false' in a REST query string. (A plain
 * z.boolean would be coerced by the REST adapter, and Boolean('false') is true.) Off unless asked for:
 * the owner's own browsing is not what the figures are about.
 */
export const includeOwnerSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true')
  .optional();

/** The range when none is asked for: today and the 29 UTC days before it. */
export const DEFAULT_RANGE_DAYS = 30;
/** The longest range one request may ask for (ten years), so a typo cannot ask for a million-day chart. */
export const MAX_RANGE_DAYS = 3660;

const rangeDaySchema = z.iso.date('Must be a date as YYYY-MM-DD');

/**
 * The figures of a range of UTC days, `from` through `to` (both included; the last 30 days when left out),
 * and with `compare=previous` the same figures for the period of the same length just before it.
 */
export const activityRangeInputSchema = z
  .object({
    includeOwner: includeOwnerSchema,
    from: rangeDaySchema.optional(),
    to: rangeDaySchema.optional(),
    compare: z.enum(['previous']).optional(),
  })
  .optional()
  .transform((input) => ({
    includeOwner: input?.includeOwner ?? false,
    from: input?.from ?? null,
    to: input?.to ?? null,
    compare: input?.compare ?? null,
  }));
export type ActivityRangeInput = z.input<typeof activityRangeInputSchema>;
/** GET /api/activity-stats takes the same range as the insights. */
export const activityStatsInputSchema = activityRangeInputSchema;
export type ActivityStatsInput = ActivityRangeInput;

/** The days a figure covers, both included. */
export const dayRangeSchema = z.object({ from: z.iso.date(), to: z.iso.date() });
export type DayRange = z.infer<typeof dayRangeSchema>;

export const pageViewCountSchema = z.object({ page: z.string(), count: z.number().int() });

const statsFiguresSchema = z.object({
  totalViews: z.number().int(),
  uniqueVisitors: z.number().int(),
  pageViews: z.array(pageViewCountSchema),
});

export const activityStatsSchema = statsFiguresSchema.extend({
  range: dayRangeSchema,
  /** With `compare=previous`: the same figures for the period just before. */
  previous: statsFiguresSchema.extend({ range: dayRangeSchema }).optional(),
});
export type ActivityStats = z.infer<typeof activityStatsSchema>;

/** Goals a visitor reaches without being a page view: a link to another site, a download, a message sent. */
export const ACTIVITY_EVENT_ACTIONS = ['outbound', 'download', 'contact'] as const;
export const activityEventActionSchema = z.enum(ACTIVITY_EVENT_ACTIONS);
export type ActivityEventAction = z.infer<typeof activityEventActionSchema>;

/** The Analytics page's lists stop here. */
export const TOP_COUNTRIES_LIMIT = 50;
export const TOP_EVENTS_LIMIT = 50;
export const TOP_SOURCES_LIMIT = 20;
export const REALTIME_PAGES_LIMIT = 20;
/** Real time: visitors whose last view is this recent. */
export const REALTIME_WINDOW_MINUTES = 5;

const insightsFiguresSchema = z.object({
  /** One entry per UTC day of the range, oldest first, days without views included as zeros. */
  daily: z.array(z.object({ date: z.iso.date(), views: z.number().int(), visitors: z.number().int() })),
  /** External referrer hosts, most views first. */
  referrers: z.array(z.object({ host: z.string(), count: z.number().int() })),
  devices: z.array(z.object({ device: deviceTypeSchema, count: z.number().int() })),
  /** ISO 3166-1 alpha-2 codes, most visitors first; views whose address is in no country's range are left out. */
  countries: z.array(z.object({ country: z.string().length(2), visitors: z.number().int(), views: z.number().int() })),
  /** target: the other site's host (outbound), the file's name (download), null for a message sent. */
  events: z.array(
    z.object({ action: activityEventActionSchema, target: z.string().nullable(), count: z.number().int() }),
  ),
  /** utm_source, utm_medium and utm_campaign of the landing URL; visitors per day, added up over the days. */
  sources: z.array(
    z.object({
      source: z.string().nullable(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
      visitors: z.number().int(),
    }),
  ),
});

/** Beyond SPEC: the chart, the referrers, devices, countries, goals and sources under the Analytics page's cards. */
export const activityInsightsSchema = insightsFiguresSchema.extend({
  range: dayRangeSchema,
  previous: insightsFiguresSchema.extend({ range: dayRangeSchema }).optional(),
});
export type ActivityInsights = z.infer<typeof activityInsightsSchema>;

/** GET /api/activity-realtime: who was here in the last five minutes. */
export const activityRealtimeInputSchema = z
  .object({ includeOwner: includeOwnerSchema })
  .optional()
  .transform((input) => ({ includeOwner: input?.includeOwner ?? false }));
export const activityRealtimeSchema = z.object({
  visitors: z.number().int(),
  pages: z.array(z.object({ page: z.string(), visitors: z.number().int() })),
});
export type ActivityRealtime = z.infer<typeof activityRealtimeSchema>;

export const activityLogsInputSchema = z
  .object({ limit: z.number().int().min(1).max(ACTIVITY_LOGS_MAX_LIMIT).optional(), includeOwner: includeOwnerSchema })
  .optional()
  .transform((input) => ({
    limit: input?.limit ?? ACTIVITY_LOGS_DEFAULT_LIMIT,
    includeOwner: input?.includeOwner ?? false,
  }));
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
