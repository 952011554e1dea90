import { rateLimitMessages } from '@folio/contracts';
import { rateLimiter } from '../../rate-limits/rate-limiter';

/** Enough for a person who sends a follow-up or two; too few to make the form useful for spam. */
export const CONTACT_RATE_LIMIT = rateLimiter({
  name: 'contact',
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: rateLimitMessages.contact,
});
