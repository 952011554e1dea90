import type { FastifyReply, FastifyRequest } from 'fastify';
import { truncateAddress } from '../../lib/client-address';
import { sessionCookieName } from './session-cookie';

/** The longest user agent a session keeps: enough to tell browsers apart. */
const USER_AGENT_MAX = 512;

/**
 * Signs the owner in: a new session id (no fixation; the old row is deleted), then the user id in it, with when,
 * from which browser and from which network (cut as analytics cuts it), for the owner's list of sessions.
 */
export async function startOwnerSession(req: FastifyRequest, userId: string): Promise<void> {
  await req.session.regenerate();
  const now = new Date().toISOString();
  req.session.set('userId', userId);
  req.session.set('signedInAt', now);
  req.session.set('lastSeenAt', now);
  req.session.set('userAgent', (req.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX));
  req.session.set('network', truncateAddress(req.ip));
  await req.session.save();
}

/** Ends whatever session the request carries: its row is deleted and the browser drops the cookie. */
export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  await req.session.destroy();
  const secure = req.server.config.PUBLIC_URL.startsWith('https://');
  void reply.clearCookie(sessionCookieName(req.server.config.PUBLIC_URL), { path: '/', secure });
}

/** One log line per sign-in: how, and from which network; never the full address. */
export function logSignIn(req: FastifyRequest, method: string): void {
  req.log.info({ method, client: truncateAddress(req.ip) }, 'owner signed in');
}
