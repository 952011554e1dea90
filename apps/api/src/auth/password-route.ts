import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import { limitKey } from '../lib/rate-limit-key';
import { truncateAddress } from '../analytics/client-address';
import { sendHtml, wantsJson } from './auth-responses';
import type { OwnerPassword } from './owner-password';
import { completeFirstStep } from './sign-in-completion';
import { safeReturnTo } from './return-to';
import { renderSignInPage, type ProviderButton } from './sign-in-page';
import { upsertOwner } from './users-repository';

/** Wrong passwords allowed per client address and window, before every attempt is refused with 429. */
export const PASSWORD_ATTEMPTS = { max: 10, timeWindowMs: 15 * 60 * 1000 };

const passwordFormSchema = z.object({
  password: z.string().min(1, 'Required').max(1024),
  returnTo: z.string().max(2048).optional(),
});

export function tooManyAttemptsMessage(retryAfterSeconds: number, what: 'passwords' | 'codes' = 'passwords'): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong ${what}. Please wait ${String(minutes)} minute${minutes === 1 ? '' : 's'} before trying again.`;
}

export type PasswordRouteOptions = { ownerPassword: OwnerPassword; providers: readonly ProviderButton[] };

/**
 * `POST /api/login/password` (ARCHITECTURE §3): form or JSON, 303 to `returnTo` on success, 401 on a wrong
 * password. Only wrong passwords count towards the per-address limit, so the owner signing in often is never
 * locked out; once the limit is reached every attempt gets 429, the right password included.
 */
export async function passwordRoute(app: FastifyInstance, { ownerPassword, providers }: PasswordRouteOptions): Promise<void> {
  const wrongPasswords = app.createRateLimit({
    max: PASSWORD_ATTEMPTS.max,
    timeWindow: PASSWORD_ATTEMPTS.timeWindowMs,
    keyGenerator: limitKey('sign-in'),
  });

  app.post('/api/login/password', async (req, reply) => {
    const json = wantsJson(req);
    const parsed = passwordFormSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw AppError.invalidField('password', 'Required');
    const returnTo = safeReturnTo(parsed.data.returnTo);
    const page = (error: string) => renderSignInPage({ returnTo, passwordEnabled: true, providers, error });

    const limit = await wrongPasswords(req, { increment: false });
    if (!limit.isAllowed && limit.remaining === 0) {
      const message = tooManyAttemptsMessage(limit.ttlInSeconds);
      void reply.header('retry-after', String(limit.ttlInSeconds));
      if (json) throw new AppError('TOO_MANY_REQUESTS', message);
      return sendHtml(reply, 429, page(message));
    }

    if (!(await ownerPassword.verify(parsed.data.password))) {
      const counted = await wrongPasswords(req);
      if (!counted.isAllowed && counted.remaining === 0 && !counted.isExceeded) {
        req.log.warn({ client: truncateAddress(req.ip) }, 'too many wrong passwords: password sign-in paused for this address');
      }
      const message = 'Wrong password. Please try again.';
      if (json) throw new AppError('UNAUTHORIZED', message);
      return sendHtml(reply, 401, page(message));
    }
    const owner = await upsertOwner(app.db, {});
    return completeFirstStep(req, reply, { userId: owner.id, method: 'password', returnTo, status: 303 });
  });
}
