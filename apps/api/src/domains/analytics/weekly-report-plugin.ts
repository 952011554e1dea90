import fp from 'fastify-plugin';
import { queueScheduledReport, scheduledReportPending } from './weekly-report';

/** How often an instance looks whether this week's report is due; the report goes out within this of 07:00. */
export const WEEKLY_REPORT_CHECK_MS = 60_000;

/**
 * Every instance looks once a minute whether this week's report (Monday 07:00 UTC) is queued yet; the first
 * to find it missing queues it, once (see queueScheduledReport). Nothing runs without SMTP_URL.
 */
export const weeklyReportPlugin = fp(
  async (app) => {
    if (!app.config.SMTP_URL) return;
    let running: Promise<void> | null = null;
    const check = () => {
      running ??= (async () => {
        const now = app.analytics.clock();
        if (await scheduledReportPending(app.db, now)) {
          if (await queueScheduledReport(app.db, app.config, now)) app.log.info('weekly analytics report queued');
        }
      })()
        .catch((err: unknown) => app.log.error({ err }, 'queueing the weekly analytics report failed; will retry'))
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(check, WEEKLY_REPORT_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'weekly-report', dependencies: ['db', 'analytics'] },
);
