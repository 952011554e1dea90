import { totpSetupSchema } from '@folio/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { findTotpSecret } from './owner-totp-repository';
import { newTotpSecret, totpEnrolment } from './totp';
import { accountProcedure } from './session-procedure';

/**
 * Starts turning authenticator codes on: a new secret, kept in this session only until a code from it confirms
 * it (`POST /api/auth/totp/confirm`). Nothing changes for sign-in before that.
 */
export const startTotpSetup = accountProcedure
  .meta({
    openapi: { method: 'POST', path: '/auth/totp', tags: ['auth'], summary: 'Start setting up authenticator codes' },
  })
  .input(z.void())
  .output(totpSetupSchema)
  .mutation(async ({ ctx }) => {
    if (await findTotpSecret(ctx.db, ctx.caller.userId)) {
      throw new AppError('CONFLICT', 'Authenticator codes are already on. Turn them off first to set up another app.');
    }
    const secret = newTotpSecret();
    ctx.req.session.set('totpSetup', { secret });
    return { secret, ...(await totpEnrolment(secret, new URL(ctx.config.PUBLIC_URL).host)) };
  });
