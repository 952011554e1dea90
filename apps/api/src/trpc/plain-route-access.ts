import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { resolveCaller, type Caller } from './context';

/**
 * Who calls a plain route (a download, a stream: what is not a procedure), resolved as procedures resolve it on
 * the REST surface: the owner by session or bearer token, or nobody. For answers that show the owner more
 * (a private file, private credentials), a token that is not valid counts as nobody rather than failing.
 */
export async function callerOfPlainRoute(req: FastifyRequest): Promise<Caller | null> {
  try {
    return await resolveCaller(req.server.db, req, 'rest');
  } catch (error) {
    if (error instanceof AppError && error.appCode === 'UNAUTHORIZED') return null;
    throw error;
  }
}

/**
 * The plain routes' owner guard, the counterpart of `ownerProcedure`: 401 when signed out (or with a token that is
 * not valid). `sessionOnly` is for what a leaked script token must never reach (backups hold every secret of the
 * site): a token then gets 403, and so does a request from another site's page.
 */
type OwnerGuard = {
  sessionOnly?: boolean;
  /** The 401's message, when the route can say more than 'Sign in to do this'. */
  signedOut?: string;
  /** With `sessionOnly`, the 403 a token gets: why this route wants a session. */
  tokenRefused?: string;
};

export async function requireOwner(
  req: FastifyRequest,
  { sessionOnly = false, signedOut = 'Sign in to do this', tokenRefused = signedOut }: OwnerGuard = {},
): Promise<Caller> {
  if (sessionOnly && req.headers['sec-fetch-site'] === 'cross-site')
    throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
  const caller = await resolveCaller(req.server.db, req, 'rest');
  if (!caller) throw new AppError('UNAUTHORIZED', signedOut);
  if (sessionOnly && caller.via !== 'session') throw new AppError('FORBIDDEN', tokenRefused);
  return caller;
}
