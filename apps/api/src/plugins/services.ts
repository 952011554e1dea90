import type { FastifyInstance } from 'fastify';
import type { Services } from '../trpc/context';

/** The services the plugins decorated the app with, as procedures receive them in their context. */
export function servicesOf(app: FastifyInstance): Services {
  return {
    db: app.db,
    storage: app.storage,
    analytics: app.analytics,
    config: app.config,
    publicReads: app.publicReads,
  };
}
