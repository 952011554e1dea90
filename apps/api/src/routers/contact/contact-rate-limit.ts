import { contactMessages } from '@folio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { limitKey } from '../../lib/rate-limit-key';

/** Enough for a person who sends a follow-up or two; too few to make the form useful for spam. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;

type CreateRateLimit = FastifyInstance['createRateLimit'];
type Limiter = ReturnType<CreateRateLimit>;

/**
 * One counter per app, shared by the tRPC and REST surfaces (which run in different Fastify contexts). The
 * `createRateLimit` decorator is the same function in every context of one app, so it identifies the app.
 */
const limiters = new WeakMap<CreateRateLimit, Limiter>();

function limiterFor(app: FastifyInstance): Limiter {
  let limiter = limiters.get(app.createRateLimit);
  if (!limiter) {
    limiter = app.createRateLimit({ ...CONTACT_RATE_LIMIT, keyGenerator: limitKey('contact') });
    limiters.set(app.createRateLimit, limiter);
  }
  return limiter;
}

/** Counts one message from the caller's address; past the limit, a 429 with a Retry-After header. */
export async function enforceContactRateLimit(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const limit = await limiterFor(req.server)(req);
  if (limit.isAllowed || !limit.isExceeded) return;
  reply.header('retry-after', String(limit.ttlInSeconds));
  throw new AppError('TOO_MANY_REQUESTS', contactMessages.tooManyMessages(limit.ttlInSeconds));
}
