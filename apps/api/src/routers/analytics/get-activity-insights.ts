import { activityInsightsSchema, activityStatsInputSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { readActivityInsights } from './analytics-repository';
import { utcDay } from '../../analytics/utc-day';

/** Views and visitors per day for the last 30 days, top external referrers, and the device split. */
export const getActivityInsights = ownerProcedure
  .meta({ openapi: { method: 'GET', path: '/activity-insights', tags: ['analytics'], summary: 'Daily trend, referrers and devices' } })
  .input(activityStatsInputSchema)
  .output(activityInsightsSchema)
  .query(({ ctx, input }) => {
    const { db, analytics } = ctx;
    return readActivityInsights(db, { ...input, today: utcDay(analytics.clock()) });
  });
