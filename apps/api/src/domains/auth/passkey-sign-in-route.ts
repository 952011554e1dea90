import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { rateLimitMessages } from '@folio/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { truncateAddress } from '../../lib/client-address';
import { rateLimiter } from '../../rate-limits/rate-limiter';
import { findCredential, recordPasskeyUse } from './passkeys-repository';
import { PASSWORD_ATTEMPTS } from './password-route';
import { relyingParty } from './relying-party';
import { safeReturnTo } from './return-to';
import { establishSignIn } from './sign-in-completion';

const require = createRequire(import.meta.url);
/** @simplewebauthn/browser's own bundle, served from this origin so the CSP's script-src 'self' covers it. */
const BROWSER_BUNDLE = readFileSync(
  path.join(path.dirname(require.resolve('@simplewebauthn/browser')), '..', 'dist', 'bundle', 'index.umd.min.js'),
  'utf8',
);
/**
 * What the sign-in page's passkey button runs (no inline script: the CSP forbids it). Its texts come from the
 * button's data attributes, written by the page in the site's language, so this script stays one static file.
 */
const SIGN_IN_SCRIPT = `(() => {
  const button = document.getElementById('passkey-sign-in');
  const status = document.getElementById('passkey-status');
  if (!button || !window.SimpleWebAuthnBrowser || !window.SimpleWebAuthnBrowser.browserSupportsWebAuthn()) return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    status.textContent = '';
    button.disabled = true;
    try {
      const options = await (await fetch('/api/login/passkey/options', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
      const response = await window.SimpleWebAuthnBrowser.startAuthentication({ optionsJSON: options });
      const answer = await fetch('/api/login/passkey', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ response, returnTo: button.dataset.returnTo }) });
      const body = await answer.json();
      if (answer.ok) { window.location.assign(body.redirect); return; }
      status.textContent = body.message || button.dataset.refused;
    } catch (error) {
      status.textContent = button.dataset.cancelled;
    }
    button.disabled = false;
  });
})();
`;

const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

const signInSchema = z.object({
  response: z.object({ id: z.string().max(1024) }).loose(),
  returnTo: z.string().max(2048).optional(),
});

/** Refused passkey sign-ins per address, counted apart from passwords but paused alike. */
export const PASSKEY_ATTEMPTS = rateLimiter({
  name: 'sign-in-passkey',
  max: PASSWORD_ATTEMPTS.max,
  windowMs: PASSWORD_ATTEMPTS.windowMs,
  message: rateLimitMessages.passkeySignIn,
});

/**
 * Sign-in with a passkey: the owner's authenticator proves itself with user verification, which is two factors
 * in one, so no password and no second code are asked. Failed attempts count per address like wrong passwords.
 */
export async function passkeySignInRoute(app: FastifyInstance): Promise<void> {
  const party = relyingParty(app.config);

  app.get('/api/login/passkey.js', async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(`${BROWSER_BUNDLE}\n${SIGN_IN_SCRIPT}`),
  );

  app.post('/api/login/passkey/options', async (req, reply) => {
    const options = await generateAuthenticationOptions({
      rpID: party.rpID,
      userVerification: 'required',
      allowCredentials: [],
    });
    req.session.set('webauthnChallenge', options.challenge);
    if (!req.session.get('userId')) req.session.cookie.maxAge = PASSKEY_CHALLENGE_MS;
    return reply.header('cache-control', 'no-store').send(options);
  });

  app.post('/api/login/passkey', async (req, reply) => {
    const parsed = signInSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw AppError.invalidField('response', 'Required');
    const limit = await PASSKEY_ATTEMPTS.state(req, { count: false });
    if (limit.limited) throw PASSKEY_ATTEMPTS.refusal(limit, reply);
    const expectedChallenge = req.session.get('webauthnChallenge');
    req.session.set('webauthnChallenge', undefined);
    const stored = await findCredential(app.db, parsed.data.response.id);
    let verified = false;
    if (expectedChallenge && stored) {
      try {
        const result = await verifyAuthenticationResponse({
          response: parsed.data.response as unknown as AuthenticationResponseJSON,
          expectedChallenge,
          expectedOrigin: party.origin,
          expectedRPID: party.rpID,
          credential: stored.credential,
          requireUserVerification: true,
        });
        verified = result.verified;
        if (verified) await recordPasskeyUse(app.db, stored.credential.id, result.authenticationInfo.newCounter);
      } catch (error) {
        req.log.warn(
          { err: { message: (error as Error).message }, client: truncateAddress(req.ip) },
          'passkey sign-in refused',
        );
      }
    }
    if (!verified || !stored) {
      await PASSKEY_ATTEMPTS.state(req);
      throw new AppError('UNAUTHORIZED', 'This passkey was not accepted. Please try again.');
    }
    const returnTo = safeReturnTo(parsed.data.returnTo);
    await establishSignIn(req, stored.userId, 'passkey');
    // The page's script follows the answer itself: a JSON body saying where to go.
    return reply.header('cache-control', 'no-store').send({ redirect: returnTo });
  });
}
