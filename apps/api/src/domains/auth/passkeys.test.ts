import { describe, expect, it } from 'vitest';
import { setUpTestApp, TEST_OWNER_PASSWORD } from '../../test/build-test-app';
import { TestBrowser } from './sign-in-test-helpers';
import { SoftwareAuthenticator } from './software-authenticator';

const t = setUpTestApp();
let nextAddress = 10;
const freshAddress = () => `198.51.100.${String(nextAddress++)}`;

async function signedIn(): Promise<TestBrowser> {
  const browser = new TestBrowser(t.inject, freshAddress());
  expect((await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD })).statusCode).toBe(303);
  return browser;
}

async function addPasskey(browser: TestBrowser, authenticator: SoftwareAuthenticator, name = 'Laptop') {
  const options = await browser.request({ method: 'POST', url: '/api/auth/passkeys/options' });
  expect(options.statusCode).toBe(200);
  const { challenge, rp, authenticatorSelection } = options.json<{
    challenge: string;
    rp: { id: string };
    authenticatorSelection: Record<string, unknown>;
  }>();
  expect(rp.id).toBe('localhost');
  expect(authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
  return browser.request({
    method: 'POST',
    url: '/api/auth/passkeys',
    payload: { name, response: authenticator.register(challenge) },
  });
}

async function passkeySignIn(authenticator: SoftwareAuthenticator, returnTo = '/admin') {
  const browser = new TestBrowser(t.inject, freshAddress());
  const options = await browser.request({ method: 'POST', url: '/api/login/passkey/options', payload: {} });
  const { challenge } = options.json<{ challenge: string }>();
  const answer = await browser.request({
    method: 'POST',
    url: '/api/login/passkey',
    payload: { response: authenticator.authenticate(challenge), returnTo },
  });
  return { browser, answer };
}

const authenticatorFor = () => new SoftwareAuthenticator('localhost', 'http://localhost:3000');

describe('passkeys', () => {
  it('adds a passkey, lists, renames and removes it', async () => {
    const owner = await signedIn();
    const added = await addPasskey(owner, authenticatorFor());
    expect(added.statusCode).toBe(201);
    const { id } = added.json<{ id: string }>();
    expect((await owner.get('/api/auth/passkeys')).json()).toEqual([
      { id, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const renamed = await owner.request({
      method: 'PATCH',
      url: `/api/auth/passkeys/${id}`,
      payload: { name: 'Work laptop' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Work laptop' });
    expect(
      (await owner.request({ method: 'PATCH', url: `/api/auth/passkeys/${id}`, payload: { name: '' } })).statusCode,
    ).toBe(400);
    expect((await owner.request({ method: 'DELETE', url: `/api/auth/passkeys/${id}` })).statusCode).toBe(200);
    expect((await owner.get('/api/auth/passkeys')).json()).toEqual([]);
  });

  it('refuses an answer for another site, or without a challenge', async () => {
    const owner = await signedIn();
    const elsewhere = new SoftwareAuthenticator('evil.example', 'https://evil.example');
    const refused = await addPasskey(owner, elsewhere);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ issues: [{ path: 'response' }] });
    const noChallenge = await owner.request({
      method: 'POST',
      url: '/api/auth/passkeys',
      payload: { name: 'x', response: authenticatorFor().register('abc') },
    });
    expect(noChallenge.statusCode).toBe(409);
  });

  it('signs the owner in with no password and no second code, even with authenticator codes on', async () => {
    const owner = await signedIn();
    const authenticator = authenticatorFor();
    await addPasskey(owner, authenticator);
    await t.db
      .insertInto('ownerTotp')
      .values({
        userId: (await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id,
        secret: 'JBSWY3DPEHPK3PXP',
      })
      .execute();

    const page = await new TestBrowser(t.inject).get('/api/login');
    expect(page.body).toContain('Sign in with a passkey');
    const { browser, answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirect: '/admin' });
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
    expect((await owner.get('/api/auth/passkeys')).json()).toMatchObject([{ lastUsedAt: expect.any(String) }]);
  });

  it('refuses an unknown passkey and a replayed answer', async () => {
    const owner = await signedIn();
    const authenticator = authenticatorFor();
    await addPasskey(owner, authenticator);
    const { answer: unknown } = await passkeySignIn(authenticatorFor());
    expect(unknown.statusCode).toBe(401);

    const browser = new TestBrowser(t.inject, freshAddress());
    const { challenge } = (
      await browser.request({ method: 'POST', url: '/api/login/passkey/options', payload: {} })
    ).json<{ challenge: string }>();
    const response = authenticator.authenticate(challenge);
    expect(
      (await browser.request({ method: 'POST', url: '/api/login/passkey', payload: { response } })).statusCode,
    ).toBe(200);
    const replay = new TestBrowser(t.inject, freshAddress());
    expect(
      (await replay.request({ method: 'POST', url: '/api/login/passkey', payload: { response } })).statusCode,
    ).toBe(401);
  });

  it('is managed from a browser session only', async () => {
    const owner = await signedIn();
    const { token } = (
      await owner.request({ method: 'POST', url: '/api/tokens', payload: { name: 'x', scope: 'write' } })
    ).json<{ token: string }>();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.inject({ method: 'GET', url: '/api/auth/passkeys', headers })).statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: '/api/auth/passkeys/options', headers })).statusCode).toBe(403);
  });
});
