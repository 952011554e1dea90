import { activityStatsInputSchema, activityStatsSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { readActivityStats } from './analytics-repository';

/** SPEC's stats. `includeOwner=false` leaves out the owner's own views. Answered from the aggregates. */
export const getActivityStats = ownerProcedure
  .meta({ openapi: { method: 'GET', path: '/activity-stats', tags: ['analytics'], summary: 'Page view totals and the ranked pages' } })
  .input(activityStatsInputSchema)
  .output(activityStatsSchema)
  .query(({ ctx, input }) => readActivityStats(ctx.db, input));
