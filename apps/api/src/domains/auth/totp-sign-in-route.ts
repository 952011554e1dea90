import { rateLimitMessages, securityTexts, signInCodeInputSchema } from '@folio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { truncateAddress } from '../../lib/client-address';
import { rateLimiter } from '../../rate-limits/rate-limiter';
import { sendHtml, wantsJson } from './auth-responses';
import { findTotpSecret, spendRecoveryCode, spendTotpStep } from './owner-totp-repository';
import { PASSWORD_ATTEMPTS } from './password-route';
import { renderSignInCodePage } from './sign-in-code-page';
import { finishSignIn } from './sign-in-completion';
import { totpStepOf } from './totp';
import { authTexts } from './auth-texts';

const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.';

/** The pending sign-in a correct password started, while it is still fresh. */
function pendingSignIn(req: FastifyRequest) {
  const pending = req.session.get('pendingSignIn');
  return pending && pending.until > Date.now() ? pending : null;
}

/** Wrong sign-in codes per address, counted apart from passwords but paused alike. */
export const SIGN_IN_CODE_ATTEMPTS = rateLimiter({
  name: 'sign-in-code',
  max: PASSWORD_ATTEMPTS.max,
  windowMs: PASSWORD_ATTEMPTS.windowMs,
  message: rateLimitMessages.signInCode,
});

/**
 * The second step of signing in (`/api/login/totp`): the code from the owner's authenticator app, or one of the
 * recovery codes, each good once. Wrong codes count per address as wrong passwords do, and pause the step alike.
 */
export async function totpSignInRoute(app: FastifyInstance): Promise<void> {
  const host = new URL(app.config.PUBLIC_URL).host;

  app.get('/api/login/totp', async (req, reply) => {
    if (!pendingSignIn(req)) return reply.header('cache-control', 'no-store').redirect('/api/login', 302);
    return sendHtml(reply, 200, renderSignInCodePage({ error: null, recovery: false, texts: await authTexts(app) }));
  });

  app.post('/api/login/totp', async (req, reply: FastifyReply) => {
    const json = wantsJson(req);
    const parsed = signInCodeInputSchema.safeParse(req.body ?? {});
    const recovery = typeof (req.body as { recoveryCode?: unknown } | undefined)?.recoveryCode === 'string';
    const texts = await authTexts(app);
    const page = (status: number, error: string) =>
      sendHtml(reply, status, renderSignInCodePage({ error, recovery, texts }));
    if (!parsed.success) {
      if (json) throw AppError.invalidField(recovery ? 'recoveryCode' : 'code', securityTexts.wrongCode);
      return page(400, securityTexts.wrongCode);
    }
    const pending = pendingSignIn(req);
    if (!pending) {
      if (json) throw new AppError('UNAUTHORIZED', SIGN_IN_EXPIRED);
      return reply.header('cache-control', 'no-store').redirect('/api/login', 303);
    }

    const limit = await SIGN_IN_CODE_ATTEMPTS.state(req, { count: false });
    if (limit.limited) {
      const refusal = SIGN_IN_CODE_ATTEMPTS.refusal(limit, reply);
      if (json) throw refusal;
      return page(429, refusal.message);
    }

    const secret = await findTotpSecret(app.db, pending.userId);
    let accepted = secret === null;
    if (secret !== null && 'code' in parsed.data) {
      const step = totpStepOf(secret, parsed.data.code, host);
      accepted = step !== null && (await spendTotpStep(app.db, pending.userId, step));
    } else if (secret !== null && 'recoveryCode' in parsed.data) {
      accepted = await spendRecoveryCode(app.db, pending.userId, parsed.data.recoveryCode);
      if (accepted) req.log.warn({ client: truncateAddress(req.ip) }, 'owner signed in with a recovery code');
    }
    if (!accepted) {
      const counted = await SIGN_IN_CODE_ATTEMPTS.state(req);
      if (counted.justReached) {
        req.log.warn(
          { client: truncateAddress(req.ip) },
          'too many wrong sign-in codes: the code step is paused for this address',
        );
      }
      if (json) throw new AppError('UNAUTHORIZED', securityTexts.wrongCode);
      return page(401, securityTexts.wrongCode);
    }
    return finishSignIn(req, reply, {
      userId: pending.userId,
      method: `${pending.method}+totp`,
      returnTo: pending.returnTo,
      status: 303,
    });
  });
}
