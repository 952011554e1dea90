import { securityTexts, totpCodeInputSchema, totpStatusSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { disableTotp as removeTotp, findTotpSecret, spendTotpStep } from './owner-totp-repository';
import { totpStepOf } from './totp';
import { queueAccountEventMail } from './account-event-mail';
import { accountEventOrigin } from './account-event-origin';
import { accountProcedure } from './session-procedure';

/** Turns authenticator codes off; a current code is required, so a borrowed signed-in browser cannot do it alone. */
export const disableTotp = accountProcedure
  .meta({ openapi: { method: 'DELETE', path: '/auth/totp', tags: ['auth'], summary: 'Turn authenticator codes off' } })
  .input(totpCodeInputSchema)
  .output(totpStatusSchema.pick({ enabled: true }))
  .mutation(async ({ ctx, input }) => {
    const secret = await findTotpSecret(ctx.db, ctx.caller.userId);
    if (!secret) throw new AppError('CONFLICT', 'Authenticator codes are not on');
    const step = totpStepOf(secret, input.code, new URL(ctx.config.PUBLIC_URL).host);
    if (step === null || !(await spendTotpStep(ctx.db, ctx.caller.userId, step))) {
      throw AppError.invalidField('code', securityTexts.wrongCode);
    }
    await removeTotp(ctx.db, ctx.caller.userId);
    ctx.req.log.warn('authenticator codes turned off');
    await queueAccountEventMail(ctx.db, ctx.config, 'totp-disabled', accountEventOrigin(ctx.req));
    return { enabled: false };
  });
