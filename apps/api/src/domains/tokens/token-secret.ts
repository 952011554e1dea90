import { randomBytes } from 'node:crypto';
import { hashToken } from '../../trpc/token-caller';

/** Recognisable in logs and by secret scanners; the rest is 32 random bytes. */
export const TOKEN_PREFIX = 'folio_';
/** How much of a token the list shows, so the owner can tell tokens apart without it being usable. */
const DISPLAY_LENGTH = TOKEN_PREFIX.length + 6;

export type TokenSecret = { token: string; tokenHash: string; prefix: string };

/** A new token: shown to the owner once; only its hash and a short prefix are stored. */
export function generateTokenSecret(): TokenSecret {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashToken(token), prefix: token.slice(0, DISPLAY_LENGTH) };
}
