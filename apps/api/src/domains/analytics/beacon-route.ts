import type { FastifyInstance } from 'fastify';
import { ACTIVITY_BEACON_MAX_BYTES, activityInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../lib/storable-text';
import { assertBeaconSize, beaconFrom } from './beacon';
import { BEACON_RATE_LIMIT } from './beacon-rate-limit';

/**
 * POST /api/activity, served by Fastify directly rather than through the REST adapter: it is the API's one
 * hot path (every page view of every visitor), and the adapter's per-request work (a Fetch Request, an
 * AbortController, tRPC's call machinery) would cost it most of its throughput. Same schema, limits and
 * answer as the `recordActivity` procedure, which documents it in the OpenAPI document and serves tRPC.
 */
export async function beaconRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/activity',
    {
      // Chunked bodies have no length to check up front; this stops them (413) past twice the limit.
      bodyLimit: ACTIVITY_BEACON_MAX_BYTES * 2,
      // The answer is an empty 202 that no browser renders: the security headers (CSP and the rest) have nothing
      // to protect, and building them is a large share of this route's cost.
      config: { securityHeaders: false },
      onRequest: async (req, reply) => {
        await BEACON_RATE_LIMIT.enforce(req, reply);
        assertBeaconSize(req);
      },
    },
    async (req, reply) => {
      const unstorablePath = findUnstorableText(req.body);
      if (unstorablePath !== null) throw AppError.invalidField(unstorablePath, UNSTORABLE_TEXT_MESSAGE);
      const parsed = activityInputSchema.safeParse(req.body);
      if (!parsed.success) throw AppError.invalidInput(parsed.error.issues);
      await app.analytics.record(beaconFrom(req, parsed.data, req.session.get('userId') ?? null));
      return reply.code(202).send();
    },
  );
}
