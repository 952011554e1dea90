import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitMessages } from '@folio/contracts';
import { rateLimiter } from '../../rate-limits/rate-limiter';
import { sendAuthError } from './auth-responses';
import { ProviderUnavailableError, type OAuthProvider } from './oauth-provider';
import { providerFailure } from './provider-errors';
import { endSession } from './owner-session';
import { completeFirstStep } from './sign-in-completion';
import { safeReturnTo } from './return-to';
import { upsertOwner } from './users-repository';

/**
 * Sign-in starts per client network: each start writes a session row, so a client looping on it gets 429
 * instead of filling the table.
 */
export const SIGN_IN_START_RATE_LIMIT = rateLimiter({
  name: 'sign-in-start',
  max: 30,
  windowMs: 60_000,
  message: rateLimitMessages.signInStart,
});

/** A sign-in left half-way (closed tab, provider page abandoned) should not keep a session row for long. */
const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

type LoginRequest = FastifyRequest<{ Querystring: { returnTo?: string } }>;

/** Network trouble or an unusable answer from the provider is on their side (503); anything else is a failed attempt. */
function isProviderDown(error: unknown): boolean {
  return error instanceof ProviderUnavailableError || (error instanceof TypeError && error.message === 'fetch failed');
}

/**
 * `GET /api/login/<provider>` sends the browser to the provider with fresh state, PKCE and nonce kept in the
 * session; `GET /api/callback/<provider>` checks them, asks who signed in, and starts a session only for the owner.
 * Everyone else is refused with a page (403) and leaves with no session at all.
 */
export async function oauthRoutes(
  app: FastifyInstance,
  { providers }: { providers: readonly OAuthProvider[] },
): Promise<void> {
  for (const provider of providers) {
    const redirectUri = `${app.config.PUBLIC_URL}/api/callback/${provider.id}`;

    app.get(`/api/login/${provider.id}`, {
      onRequest: (req, reply) => SIGN_IN_START_RATE_LIMIT.enforce(req, reply),
      handler: async (req: LoginRequest, reply: FastifyReply) => {
        let authorization;
        try {
          authorization = await provider.createAuthorizationRequest(redirectUri);
        } catch (error) {
          req.log.error({ err: error, provider: provider.id }, 'sign-in provider unavailable');
          return sendAuthError(
            reply,
            503,
            'Sign-in unavailable',
            `${provider.label} cannot be reached right now. Please try again in a moment.`,
          );
        }
        req.session.set('oauth', { provider: provider.id, ...authorization.checks });
        req.session.set('returnTo', safeReturnTo(req.query.returnTo));
        if (!req.session.get('userId')) req.session.cookie.maxAge = PENDING_SIGN_IN_MS;
        return reply.header('cache-control', 'no-store').redirect(authorization.url.href, 302);
      },
    });

    app.get(`/api/callback/${provider.id}`, async (req, reply) => {
      const pending = req.session.get('oauth');
      const returnTo = safeReturnTo(req.session.get('returnTo'));
      if (!pending || pending.provider !== provider.id) {
        return sendAuthError(
          reply,
          400,
          'Sign-in expired',
          'This sign-in link has expired or was already used. Please start again.',
        );
      }
      let result;
      try {
        result = await provider.completeSignIn(new URL(req.url, app.config.PUBLIC_URL), pending);
      } catch (error) {
        // One attempt per authorization request: the state, verifier and nonce are never reused.
        await endSession(req, reply);
        if (isProviderDown(error)) {
          req.log.error({ err: error, provider: provider.id }, 'sign-in provider unavailable');
          return sendAuthError(
            reply,
            503,
            'Sign-in unavailable',
            `${provider.label} cannot be reached right now. Please try again in a moment.`,
          );
        }
        req.log.warn({ err: error, provider: provider.id }, 'sign-in callback rejected');
        const { message, detail } = providerFailure(error);
        return sendAuthError(reply, 400, 'Sign-in failed', message, detail);
      }
      if (!result.allowed) {
        await endSession(req, reply);
        req.log.warn({ provider: provider.id, reason: result.reason }, 'sign-in refused: not on the owner list');
        return sendAuthError(reply, 403, 'Sign-in refused', result.reason);
      }
      const owner = await upsertOwner(app.db, result.profile);
      return completeFirstStep(req, reply, { userId: owner.id, method: provider.id, returnTo, status: 302 });
    });
  }
}
