import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Keys of every limit live under this prefix in a shared Redis. */
const NAMESPACE = 'folio:rate-limit:';

export type RateLimitStore = {
  /** Options for @fastify/rate-limit: Redis when REDIS_URL is set, its in-memory store otherwise. */
  options: { redis?: Redis; nameSpace?: string; skipOnError: true };
  close: () => Promise<void>;
};

/**
 * The store every rate limit counts in (sign-in, contact, beacon, OIDC). With REDIS_URL, Redis, so that
 * several instances count together. A Redis that is down or slow must not take the site with it: limits then
 * fail open (`skipOnError`), commands fail at once instead of queueing (no offline queue, one try), and the
 * outage is logged once, and its end once.
 */
export function createRateLimitStore(redisUrl: string | undefined, log: FastifyBaseLogger): RateLimitStore {
  if (!redisUrl) return { options: { skipOnError: true }, close: async () => undefined };
  const redis = new Redis(redisUrl, {
    connectionName: 'folio-rate-limit',
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keep trying in the background, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: { message: error.message } },
      'Redis is unreachable: rate limits are not enforced until it is back (REDIS_URL)',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again: rate limits are enforced');
  });
  return {
    options: { redis, nameSpace: NAMESPACE, skipOnError: true },
    close: async () => {
      redis.disconnect();
    },
  };
}
