import type { FastifyReply, FastifyRequest } from 'fastify';
import { findTotpSecret } from './owner-totp-repository';
import { queueAccountEventMail } from './account-event-mail';
import { accountEventOrigin } from './account-event-origin';
import { logSignIn, startOwnerSession } from './owner-session';
import { rememberSignInDevice } from './sign-in-devices-repository';
import { deviceKeyOf } from './user-agent-description';

/** How long a correct first step waits for its authenticator code. */
const CODE_STEP_MS = 5 * 60 * 1000;

export type SignInStep = { userId: string; method: string; returnTo: string; status: 302 | 303 };

/**
 * Signs the owner in: a new session, one log line, and a mail when the browser is one not seen before.
 */
export async function establishSignIn(req: FastifyRequest, userId: string, method: string): Promise<void> {
  await startOwnerSession(req, userId);
  logSignIn(req, method);
  if (await rememberSignInDevice(req.server.db, userId, deviceKeyOf(req.headers['user-agent']))) {
    await queueAccountEventMail(req.server.db, req.server.config, 'new-device-sign-in', accountEventOrigin(req));
  }
}

/** The sign-in is complete: the owner is signed in and goes back to where they were going. */
export async function finishSignIn(
  req: FastifyRequest,
  reply: FastifyReply,
  { userId, method, returnTo, status }: SignInStep,
): Promise<FastifyReply> {
  await establishSignIn(req, userId, method);
  return reply.header('cache-control', 'no-store').redirect(returnTo, status);
}

/**
 * A password or provider sign-in succeeded. With authenticator codes on, that gives no session yet: the browser
 * gets a short-lived pending sign-in and is sent to the code page (`/api/login/totp`); otherwise it is signed in.
 */
export async function completeFirstStep(
  req: FastifyRequest,
  reply: FastifyReply,
  step: SignInStep,
): Promise<FastifyReply> {
  if (!(await findTotpSecret(req.server.db, step.userId))) return finishSignIn(req, reply, step);
  await req.session.regenerate();
  req.session.set('pendingSignIn', {
    userId: step.userId,
    method: step.method,
    returnTo: step.returnTo,
    until: Date.now() + CODE_STEP_MS,
  });
  req.session.cookie.maxAge = CODE_STEP_MS;
  await req.session.save();
  return reply.header('cache-control', 'no-store').redirect('/api/login/totp', step.status);
}
