import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const t = setUpTestApp();
const message = {
  name: 'Charles Babbage',
  email: 'charles@example.com',
  message: 'Could we talk about the engine, please?',
};

let nextAddress = 1;
const freshAddress = () => `198.51.100.${String(++nextAddress)}`;

function send(payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: freshAddress() });
}

async function turnChallengeOn(on = true): Promise<void> {
  const cookie = await t.loginAsOwner();
  const response = await t.inject({
    method: 'PUT',
    url: '/api/site',
    headers: { cookie },
    payload: { contactChallenge: on },
  });
  expect(response.statusCode).toBe(200);
}

/** Fetches a challenge and solves it as the visitor's browser does; answers the form's `altcha` field. */
async function solvedChallenge(): Promise<string> {
  const response = await t.inject({ method: 'GET', url: '/api/contact/challenge' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toContain('private');
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the contact challenge', () => {
  it('is off by default: a message without a solution is accepted', async () => {
    expect((await send(message)).statusCode).toBe(201);
  });

  describe('turned on', () => {
    beforeEach(() => turnChallengeOn());

    it('refuses a message without a solution with 400 and a code of its own, and stores nothing', async () => {
      const response = await send(message);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CHALLENGE_FAILED', issues: [{ path: 'altcha' }] });
      expect(await t.db.selectFrom('contactMessages').selectAll().execute()).toEqual([]);
    });

    it('accepts a solved challenge once', async () => {
      const altcha = await solvedChallenge();
      const accepted = await send({ ...message, altcha });
      expect(accepted.statusCode).toBe(201);
      const replayed = await send({ ...message, altcha });
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toMatchObject({ code: 'CHALLENGE_FAILED' });
      expect(await t.db.selectFrom('contactMessages').selectAll().execute()).toHaveLength(1);
    });

    it('refuses a solution that was not worked out, a challenge it did not sign, and garbage', async () => {
      const altcha = await solvedChallenge();
      const payload = JSON.parse(Buffer.from(altcha, 'base64').toString()) as {
        challenge: Challenge;
        solution: { counter: number; derivedKey: string };
      };
      const guessed = {
        ...payload,
        solution: { counter: payload.solution.counter, derivedKey: '0'.repeat(payload.solution.derivedKey.length) },
      };
      const forged = { ...payload, challenge: { ...payload.challenge, signature: 'a'.repeat(64) } };
      for (const bad of [guessed, forged]) {
        const response = await send({ ...message, altcha: Buffer.from(JSON.stringify(bad)).toString('base64') });
        expect(response.json()).toMatchObject({ code: 'CHALLENGE_FAILED' });
      }
      expect((await send({ ...message, altcha: 'not base64 json' })).statusCode).toBe(400);
    });

    it('refuses an expired challenge', async () => {
      const altcha = await solvedChallenge();
      const payload = JSON.parse(Buffer.from(altcha, 'base64').toString()) as { challenge: Challenge };
      // Changing the expiry breaks the signature; an honest expired one is refused by the same check of the time.
      payload.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) - 1;
      const response = await send({ ...message, altcha: Buffer.from(JSON.stringify(payload)).toString('base64') });
      expect(response.statusCode).toBe(400);
    });
  });
});
