import { waitInWords } from '@folio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { limitKey } from '../lib/rate-limit-key';

/** One limit: how many requests an address may make in a window, and what the 429 says. */
export type RateLimitRule = {
  /** Names the counter: each limit counts apart, also in a shared Redis. */
  name: string;
  max: number;
  windowMs: number;
  /** The 429's message, given the wait in words ("9 minutes"). */
  message: (wait: string) => string;
};

export type RateLimitState = {
  /** The limit is reached: this request is to be refused. */
  limited: boolean;
  /** Seconds until the window ends (the 429's Retry-After). */
  retryAfterSeconds: number;
  /** This request was the one that reached the limit (worth one line in the log). */
  justReached: boolean;
};

export type RateLimiter = RateLimitRule & {
  /** Counts this request (or only looks, with `count: false`) and says where the address stands. */
  state(req: FastifyRequest, options?: { count?: boolean }): Promise<RateLimitState>;
  /** Counts this request; past the limit, sets Retry-After and throws the rule's 429. */
  enforce(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The 429 for a state that is limited: Retry-After set, the rule's message naming the wait. */
  refusal(state: RateLimitState, reply: FastifyReply): AppError;
};

type CreateRateLimit = FastifyInstance['createRateLimit'];
type CheckLimit = ReturnType<CreateRateLimit>;

/**
 * One counter per app and rule, however many Fastify contexts ask (tRPC and REST run in different ones, and
 * each `createRateLimit` call has a store of its own). The decorator is the same function in every context of
 * one app, so it identifies the app.
 */
const counters = new WeakMap<CreateRateLimit, Map<string, CheckLimit>>();

function counterFor(app: FastifyInstance, rule: RateLimitRule): CheckLimit {
  let byRule = counters.get(app.createRateLimit);
  if (!byRule) counters.set(app.createRateLimit, (byRule = new Map()));
  let counter = byRule.get(rule.name);
  if (!counter) {
    counter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: limitKey(rule.name) });
    byRule.set(rule.name, counter);
  }
  return counter;
}

/**
 * The API's one way to limit what an address may do (sign-in, the contact form, page views, sign-in starts),
 * counted in Redis when REDIS_URL is set so every instance counts together. Every refusal is a 429 with
 * Retry-After and a message naming the wait.
 */
export function rateLimiter(rule: RateLimitRule): RateLimiter {
  const refusal = (state: RateLimitState, reply: FastifyReply) => {
    void reply.header('retry-after', String(state.retryAfterSeconds));
    return new AppError('TOO_MANY_REQUESTS', rule.message(waitInWords(state.retryAfterSeconds)));
  };
  const state = async (req: FastifyRequest, { count = true }: { count?: boolean } = {}): Promise<RateLimitState> => {
    const result = await counterFor(req.server, rule)(req, { increment: count });
    // An address on no allow list is always counted; a store that is down counts nothing, so a limit never
    // blocks the site while Redis is away.
    if (result.isAllowed) return { limited: false, retryAfterSeconds: 0, justReached: false };
    return {
      // Counting, this request is refused past the maximum; only looking, once the maximum is used up.
      limited: count ? result.isExceeded : result.remaining === 0,
      retryAfterSeconds: Math.max(1, result.ttlInSeconds),
      justReached: count && result.remaining === 0 && !result.isExceeded,
    };
  };
  return {
    ...rule,
    state,
    refusal,
    async enforce(req, reply) {
      const current = await state(req);
      if (current.limited) throw refusal(current, reply);
    },
  };
}
