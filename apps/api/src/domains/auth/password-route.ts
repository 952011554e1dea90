import type { FastifyInstance } from 'fastify';
import { rateLimitMessages } from '@folio/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { rateLimiter } from '../../rate-limits/rate-limiter';
import { truncateAddress } from '../../lib/client-address';
import { sendHtml, wantsJson } from './auth-responses';
import type { OwnerPassword } from './owner-password';
import { completeFirstStep } from './sign-in-completion';
import { safeReturnTo } from './return-to';
import { renderSignInPage, type ProviderButton } from './sign-in-page';
import { upsertOwner } from './users-repository';
import { authTexts } from './auth-texts';

/** Wrong passwords allowed per client address and window, before every attempt is refused with 429. */
export const PASSWORD_ATTEMPTS = rateLimiter({
  name: 'sign-in',
  max: 10,
  windowMs: 15 * 60 * 1000,
  message: rateLimitMessages.signIn,
});

const passwordFormSchema = z.object({
  password: z.string().min(1, 'Required').max(1024),
  returnTo: z.string().max(2048).optional(),
});

export type PasswordRouteOptions = { ownerPassword: OwnerPassword; providers: readonly ProviderButton[] };

/**
 * `POST /api/login/password` (docs/architecture.md §3): form or JSON, 303 to `returnTo` on success, 401 on a wrong
 * password. Only wrong passwords count towards the per-address limit, so the owner signing in often is never
 * locked out; once the limit is reached every attempt gets 429, the right password included.
 */
export async function passwordRoute(
  app: FastifyInstance,
  { ownerPassword, providers }: PasswordRouteOptions,
): Promise<void> {
  app.post('/api/login/password', async (req, reply) => {
    const json = wantsJson(req);
    const parsed = passwordFormSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw AppError.invalidField('password', 'Required');
    const returnTo = safeReturnTo(parsed.data.returnTo);
    const texts = await authTexts(app);
    const page = (error: string) => renderSignInPage({ returnTo, passwordEnabled: true, providers, error, texts });

    const limit = await PASSWORD_ATTEMPTS.state(req, { count: false });
    if (limit.limited) {
      const refusal = PASSWORD_ATTEMPTS.refusal(limit, reply);
      if (json) throw refusal;
      return sendHtml(reply, 429, page(refusal.message));
    }

    if (!(await ownerPassword.verify(parsed.data.password))) {
      const counted = await PASSWORD_ATTEMPTS.state(req);
      if (counted.justReached) {
        req.log.warn(
          { client: truncateAddress(req.ip) },
          'too many wrong passwords: password sign-in paused for this address',
        );
      }
      const message = 'Wrong password. Please try again.';
      if (json) throw new AppError('UNAUTHORIZED', message);
      return sendHtml(reply, 401, page(message));
    }
    const owner = await upsertOwner(app.db, {});
    return completeFirstStep(req, reply, { userId: owner.id, method: 'password', returnTo, status: 303 });
  });
}
