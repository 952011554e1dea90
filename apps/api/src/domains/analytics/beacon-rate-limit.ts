import { rateLimitMessages } from '@folio/contracts';
import { rateLimiter } from '../../rate-limits/rate-limiter';

/** A person browsing makes a view every few seconds at most; an office behind one address, a few more. */
export const BEACON_RATE_LIMIT = rateLimiter({
  name: 'beacon',
  max: 300,
  windowMs: 60_000,
  message: rateLimitMessages.pageViews,
});
