import fp from 'fastify-plugin';
import { ActivityIngestion, TICK_INTERVAL_MS } from './activity-ingestion';
import { activityLogsCsv } from './activity-logs-csv';
import { beaconRoute } from './beacon-route';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: ActivityIngestion;
  }
}

declare module '../../trpc/context' {
  interface DomainServices {
    /** The page-view pipeline, for the analytics procedures (recording, and the clock tests move). */
    analytics: ActivityIngestion;
  }
}

/**
 * The page-view pipeline: the beacon route, ingestion with its buffer, a timer for retries and the daily
 * salt sweep, and a final write on close.
 * Registered after the database (whose pool must still be open when the last views are written).
 */
export const analyticsPlugin = fp(
  async (app) => {
    const ingestion = new ActivityIngestion(app.db, app.config.PUBLIC_URL, app.log);
    app.decorate('analytics', ingestion);

    await beaconRoute(app);
    app.get('/api/activity-logs.csv', activityLogsCsv);

    const timer = setInterval(() => void ingestion.tick(), TICK_INTERVAL_MS);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await ingestion.idle();
      await ingestion.flush();
      if (ingestion.pending > 0)
        app.log.error({ views: ingestion.pending }, 'page views lost at shutdown: the database refused them');
    });
  },
  { name: 'analytics', dependencies: ['db', '@fastify/rate-limit'] },
);
