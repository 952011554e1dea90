import { activityInsightsSchema, activityStatsInputSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { readActivityInsights } from './analytics-repository';
import { previousRange, resolveRange } from './date-range';
import { utcDay } from './utc-day';

/** Views and visitors per day, referrers, devices, countries, goals and campaigns of a range, optionally compared. */
export const getActivityInsights = ownerProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/activity-insights',
      tags: ['analytics'],
      summary: 'Daily trend, referrers, devices, countries, goals and sources',
    },
  })
  .input(activityStatsInputSchema)
  .output(activityInsightsSchema)
  .query(async ({ ctx, input }) => {
    const range = resolveRange(input, utcDay(ctx.analytics.clock()));
    const [current, previous] = await Promise.all([
      readActivityInsights(ctx.db, { ...input, range }),
      input.compare ? readActivityInsights(ctx.db, { ...input, range: previousRange(range) }) : undefined,
    ]);
    return previous ? { ...current, previous } : current;
  });
