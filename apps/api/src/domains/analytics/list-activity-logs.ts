import { activityLogSchema, activityLogsInputSchema } from '@folio/contracts';
import { z } from 'zod';
import { ownerProcedure } from '../../trpc/procedures';
import { listActivityLogs as listLogs } from './analytics-repository';

/** The raw log, newest first, one page at a time (50 unless `limit` says otherwise, at most 200); the owner's own entries only with `includeOwner=true`. */
export const listActivityLogs = ownerProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/activity-logs',
      tags: ['analytics'],
      summary: 'The most recent activity log entries',
    },
  })
  .input(activityLogsInputSchema)
  .output(z.array(activityLogSchema))
  .query(({ ctx, input }) => listLogs(ctx.db, input));
