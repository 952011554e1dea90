import { changePasswordInputSchema, endedSessionsSchema, securityTexts } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { storeOwnerPassword, verifyOwnerPassword } from './owner-password';
import { endOtherOwnerSessions } from './owner-sessions-repository';
import { queueAccountEventMail } from './account-event-mail';
import { accountEventOrigin } from './account-event-origin';
import { accountProcedure } from './session-procedure';

/**
 * Changes the owner password from the browser. The current password must be right (400 naming it otherwise);
 * every other session is signed out, this one stays. Answers how many sessions ended.
 */
export const changePassword = accountProcedure
  .meta({ openapi: { method: 'POST', path: '/auth/password', tags: ['auth'], summary: 'Change the owner password' } })
  .input(changePasswordInputSchema)
  .output(endedSessionsSchema)
  .mutation(async ({ ctx, input }) => {
    if (!(await verifyOwnerPassword(ctx.db, ctx.config, input.currentPassword))) {
      throw AppError.invalidField('currentPassword', securityTexts.wrongCurrentPassword);
    }
    await storeOwnerPassword(ctx.db, input.newPassword);
    const ended = await endOtherOwnerSessions(ctx.db, ctx.caller.userId, ctx.sessionId);
    ctx.req.log.info({ endedSessions: ended }, 'owner password changed');
    await queueAccountEventMail(ctx.db, ctx.config, 'password-changed', accountEventOrigin(ctx.req));
    return { ended };
  });
