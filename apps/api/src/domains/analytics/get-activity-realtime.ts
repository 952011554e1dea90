import { activityRealtimeInputSchema, activityRealtimeSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { readRealtime } from './analytics-repository';

/** Visitors of the last five minutes, and the page each was last on. */
export const getActivityRealtime = ownerProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/activity-realtime',
      tags: ['analytics'],
      summary: 'Visitors of the last five minutes',
    },
  })
  .input(activityRealtimeInputSchema)
  .output(activityRealtimeSchema)
  .query(({ ctx, input }) => readRealtime(ctx.db, { ...input, now: ctx.analytics.clock() }));
