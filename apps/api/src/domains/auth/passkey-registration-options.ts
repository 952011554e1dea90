import { passkeyOptionsSchema } from '@folio/contracts';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { z } from 'zod';
import { credentialIdsOf } from './passkeys-repository';
import { relyingParty } from './relying-party';
import { findUserById } from './users-repository';
import { accountProcedure } from './session-procedure';

/**
 * Starts adding a passkey: a discoverable credential (so sign-in needs no user name) with user verification,
 * for PUBLIC_URL's host. The challenge waits in this session for `POST /api/auth/passkeys`.
 */
export const passkeyRegistrationOptions = accountProcedure
  .meta({
    openapi: { method: 'POST', path: '/auth/passkeys/options', tags: ['auth'], summary: 'Start adding a passkey' },
  })
  .input(z.void())
  .output(passkeyOptionsSchema)
  .mutation(async ({ ctx }) => {
    const { rpID, rpName } = relyingParty(ctx.config);
    const user = await findUserById(ctx.db, ctx.caller.userId);
    const options = await generateRegistrationOptions({
      rpName,
      rpID,
      userName: user?.email ?? 'owner',
      userDisplayName: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Owner',
      attestationType: 'none',
      excludeCredentials: await credentialIdsOf(ctx.db, ctx.caller.userId),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    ctx.req.session.set('webauthnChallenge', options.challenge);
    return { ...options };
  });
