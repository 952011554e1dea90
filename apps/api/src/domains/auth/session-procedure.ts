import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';

/**
 * The owner's account itself (password, sessions, second factors) is managed from a signed-in browser only: a
 * leaked access token must not be able to lock the owner out or keep itself signed in.
 */
export const accountProcedure = ownerProcedure.meta({ access: 'session' }).use(({ ctx, next }) => {
  if (ctx.caller.via !== 'session') {
    throw new AppError(
      'FORBIDDEN',
      'The account can only be managed from a signed-in browser session, not with an access token',
    );
  }
  return next({ ctx: { ...ctx, caller: ctx.caller, sessionId: ctx.req.session.sessionId } });
});
