import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';

/**
 * Tokens are managed from the owner's signed-in browser session only: a leaked token, even a read-write one,
 * must not be able to mint new tokens (outliving its own revocation) or list and revoke the others.
 */
export const tokenManagementProcedure = ownerProcedure.meta({ access: 'session' }).use(({ ctx, next }) => {
  if (ctx.caller.via !== 'session') {
    throw new AppError(
      'FORBIDDEN',
      'Access tokens can only be managed from a signed-in browser session, not with an access token',
    );
  }
  return next({ ctx: { ...ctx, caller: ctx.caller } });
});
