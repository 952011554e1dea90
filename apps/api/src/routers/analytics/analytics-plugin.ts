import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { limitKey } from '../../lib/rate-limit-key';
import { ActivityIngestion, TICK_INTERVAL_MS } from '../../analytics/activity-ingestion';
import { activityLogsCsv } from './activity-logs-csv';
import { beaconRoute } from './beacon-route';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: ActivityIngestion;
    /** Counts one beacon from the caller's address; past the limit, throws a 429. */
    limitBeacons: (req: FastifyRequest) => Promise<void>;
  }
}

/** A person browsing makes a view every few seconds at most; an office behind one address, a few more. */
export const BEACON_RATE_LIMIT = { max: 300, timeWindow: 60_000 } as const;

/**
 * The page-view pipeline: the beacon route, ingestion with its buffer, a timer for retries and the daily
 * salt sweep, and a final write on close.
 * Registered after the database (whose pool must still be open when the last views are written).
 */
export const analyticsPlugin = fp(
  async (app) => {
    const ingestion = new ActivityIngestion(app.db, app.config.PUBLIC_URL, app.log);
    app.decorate('analytics', ingestion);

    const limiter = app.createRateLimit({ ...BEACON_RATE_LIMIT, keyGenerator: limitKey('beacon') });
    app.decorate('limitBeacons', async (req: FastifyRequest) => {
      const limit = await limiter(req);
      if (limit.isAllowed || !limit.isExceeded) return;
      throw new AppError('TOO_MANY_REQUESTS', 'Too many page views from this address; try again in a minute');
    });

    await beaconRoute(app);
    app.get('/api/activity-logs.csv', activityLogsCsv);

    const timer = setInterval(() => void ingestion.tick(), TICK_INTERVAL_MS);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await ingestion.idle();
      await ingestion.flush();
      if (ingestion.pending > 0) app.log.error({ views: ingestion.pending }, 'page views lost at shutdown: the database refused them');
    });
  },
  { name: 'analytics', dependencies: ['db', '@fastify/rate-limit'] },
);
