import { addPasskeyInputSchema, passkeySchema } from '@folio/contracts';
import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { AppError } from '../../lib/errors';
import { insertPasskey } from './passkeys-repository';
import { relyingParty } from './relying-party';
import { accountProcedure } from './session-procedure';

const NOT_ADDED = 'The passkey could not be verified. Please try again.';

/** Finishes adding a passkey: the authenticator's answer must match the challenge, this site and user verification. */
export const addPasskey = accountProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/auth/passkeys', tags: ['auth'], summary: 'Add a passkey' },
  })
  .input(addPasskeyInputSchema)
  .output(passkeySchema)
  .mutation(async ({ ctx, input }) => {
    const expectedChallenge = ctx.req.session.get('webauthnChallenge');
    ctx.req.session.set('webauthnChallenge', undefined);
    if (!expectedChallenge)
      throw new AppError('CONFLICT', 'Start adding the passkey first (POST /api/auth/passkeys/options).');
    const { rpID, origin } = relyingParty(ctx.config);
    const verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw AppError.invalidField('response', NOT_ADDED);
    const passkey = await insertPasskey(
      ctx.db,
      ctx.caller.userId,
      verification.registrationInfo.credential,
      input.name,
    );
    ctx.req.log.info('passkey added');
    return passkey;
  });
