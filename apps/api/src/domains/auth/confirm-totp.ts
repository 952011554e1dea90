import { recoveryCodesSchema, securityTexts, totpCodeInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { enableTotp } from './owner-totp-repository';
import { newRecoveryCodes, totpStepOf } from './totp';
import { accountProcedure } from './session-procedure';

/**
 * Turns authenticator codes on once a code from the new secret proves the app has it. Answers ten recovery codes,
 * the only time they are shown (only their hashes are kept); each signs in once instead of a code.
 */
export const confirmTotp = accountProcedure
  .meta({
    openapi: { method: 'POST', path: '/auth/totp/confirm', tags: ['auth'], summary: 'Turn authenticator codes on' },
  })
  .input(totpCodeInputSchema)
  .output(recoveryCodesSchema)
  .mutation(async ({ ctx, input }) => {
    const setup = ctx.req.session.get('totpSetup');
    if (!setup)
      throw new AppError('CONFLICT', 'Start the setup first (POST /api/auth/totp), then confirm it with a code.');
    const step = totpStepOf(setup.secret, input.code, new URL(ctx.config.PUBLIC_URL).host);
    if (step === null) throw AppError.invalidField('code', securityTexts.wrongCode);
    const recoveryCodes = newRecoveryCodes();
    await enableTotp(ctx.db, ctx.caller.userId, setup.secret, recoveryCodes, step);
    ctx.req.session.set('totpSetup', undefined);
    ctx.req.log.info('authenticator codes turned on');
    return { recoveryCodes };
  });
