import { activityInputSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { assertBeaconSize, beaconFrom } from './beacon';
import { BEACON_RATE_LIMIT } from './beacon-rate-limit';

/**
 * The page-view beacon (`navigator.sendBeacon` from apps/web). Rate limited per address before anything is
 * parsed; answers 202 as soon as the view is buffered. Bots get the same answer and nothing is stored.
 * Over REST, `beacon-route.ts` answers POST /api/activity itself (the hot path); this procedure documents
 * it and serves tRPC callers, with the same steps.
 */
export const recordActivity = publicProcedure
  .meta({
    successStatus: 202,
    errorStatuses: [429],
    openapi: {
      method: 'POST',
      path: '/activity',
      tags: ['analytics'],
      summary: 'Record a page view',
      protect: false,
      successDescription: 'Accepted',
    },
  })
  .use(async ({ ctx, next }) => {
    await BEACON_RATE_LIMIT.enforce(ctx.req, ctx.reply);
    assertBeaconSize(ctx.req);
    return next();
  })
  .input(activityInputSchema)
  .output(z.void())
  .mutation(async ({ ctx, input }) => {
    await ctx.analytics.record(beaconFrom(ctx.req, input, ctx.caller?.userId ?? null));
  });
