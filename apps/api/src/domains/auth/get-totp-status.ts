import { totpStatusSchema } from '@folio/contracts';
import { z } from 'zod';
import { readOwnerPasswordHash } from './owner-password';
import { findTotpSecret, unusedRecoveryCodeCount } from './owner-totp-repository';
import { accountProcedure } from './session-procedure';

/** Whether sign-in asks for an authenticator code, and how many recovery codes are left. */
export const getTotpStatus = accountProcedure
  .meta({
    openapi: { method: 'GET', path: '/auth/totp', tags: ['auth'], summary: 'Whether authenticator codes are on' },
  })
  .input(z.void())
  .output(totpStatusSchema)
  .query(async ({ ctx }) => {
    const enabled = (await findTotpSecret(ctx.db, ctx.caller.userId)) !== null;
    return {
      enabled,
      recoveryCodesLeft: enabled ? await unusedRecoveryCodeCount(ctx.db, ctx.caller.userId) : 0,
      passwordSignIn: ctx.config.OWNER_PASSWORD !== undefined || (await readOwnerPasswordHash(ctx.db)) !== null,
    };
  });
