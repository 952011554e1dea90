import { activityStatsInputSchema, activityStatsSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { readActivityStats } from './analytics-repository';
import { previousRange, resolveRange } from './date-range';
import { utcDay } from './utc-day';

/**
 * SPEC's stats over `from`..`to` (UTC days, both included; the last 30 days by default), with the period just
 * before beside them when `compare=previous`. The owner's own views count only with `includeOwner=true`.
 */
export const getActivityStats = ownerProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/activity-stats',
      tags: ['analytics'],
      summary: 'Page view totals and the ranked pages',
    },
  })
  .input(activityStatsInputSchema)
  .output(activityStatsSchema)
  .query(async ({ ctx, input }) => {
    const range = resolveRange(input, utcDay(ctx.analytics.clock()));
    const [current, previous] = await Promise.all([
      readActivityStats(ctx.db, { ...input, range }),
      input.compare ? readActivityStats(ctx.db, { ...input, range: previousRange(range) }) : undefined,
    ]);
    return previous ? { ...current, previous } : current;
  });
