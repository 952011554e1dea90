import { weeklyReportQueuedSchema } from '@folio/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { queueWeeklyReport } from './weekly-report';

/** The weekly report of the last 7 days, queued now, whether or not the weekly mail is switched on. */
export const sendWeeklyReport = ownerProcedure
  .meta({
    errorStatuses: [409],
    openapi: {
      method: 'POST',
      path: '/analytics/report',
      tags: ['analytics'],
      summary: 'Mail the weekly report now',
      successDescription: 'Queued',
    },
  })
  .input(z.void())
  .output(weeklyReportQueuedSchema)
  .mutation(async ({ ctx }) => {
    if (!ctx.config.SMTP_URL) throw new AppError('CONFLICT', 'Mail is not configured: set SMTP_URL to send the report');
    const queued = await queueWeeklyReport(ctx.db, ctx.config, ctx.analytics.clock());
    if (!queued)
      throw new AppError(
        'CONFLICT',
        "There is no address to send the report to: set NOTIFY_EMAIL or the profile's email",
      );
    return { queued: true as const, to: queued.to };
  });
