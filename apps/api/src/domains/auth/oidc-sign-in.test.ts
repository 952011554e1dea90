import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { sessionRowCount, TestBrowser } from './sign-in-test-helpers';

const OWNER_EMAIL = 'ada@example.com';

/** What the mock provider says about whoever signs in next; each test sets its own. */
let identity: Record<string, unknown> = {};

const provider = new OAuth2Server();
let t: TestApp;

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, identity);
  });
  t = await buildTestApp({
    env: {
      OIDC_ISSUER: provider.issuer.url ?? '',
      OIDC_CLIENT_ID: 'folio',
      OIDC_CLIENT_SECRET: 'folio-secret',
      OWNER_EMAILS: `someone-else@example.com, ${OWNER_EMAIL.toUpperCase()}`,
    },
  });
});
afterEach(() => t.truncate());
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Clicks 'Continue with …' and lets the provider send the browser back. */
async function signInThroughProvider(browser: TestBrowser, returnTo?: string) {
  const start = await browser.get(`/api/login/oidc${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
  expect(start.statusCode).toBe(302);
  const pendingSid = browser.sessionId();
  const callback = await browser.completeAtProvider(start.headers.location ?? '');
  return { start, pendingSid, callback };
}

describe('OpenID Connect sign-in', () => {
  it('offers the provider on the sign-in page beside the password form', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/login?returnTo=%2Fadmin' });
    expect(page.body).toContain('href="/api/login/oidc?returnTo=%2Fadmin"');
    // An issuer Folio does not know by name is shown by its host.
    expect(page.body).toContain(`Continue with ${new URL(provider.issuer.url ?? '').hostname}`);
    expect(page.body).toContain('<label for="password">Password</label>');
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const start = await new TestBrowser(t.inject).get('/api/login/oidc');
    const url = new URL(start.headers.location ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url ?? ''}/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/callback/oidc');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
  });

  it('signs the owner in end to end, with a new session id, and goes back to returnTo', async () => {
    identity = { email: OWNER_EMAIL, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' };
    const browser = new TestBrowser(t.inject);
    const { pendingSid, callback } = await signInThroughProvider(browser, '/admin');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/admin');

    const signedInSid = browser.sessionId();
    expect(signedInSid).not.toBeNull();
    expect(signedInSid).not.toBe(pendingSid);
    expect(await sessionRowCount(t.db, pendingSid)).toBe(0);

    const user = await browser.get('/api/auth/user');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: OWNER_EMAIL, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('refuses an identity that is not on the owner list, with a page and no session', async () => {
    identity = { email: 'mallory@example.com', email_verified: true };
    const browser = new TestBrowser(t.inject);
    const { callback } = await signInThroughProvider(browser, '/admin');
    expect(callback.statusCode).toBe(403);
    expect(callback.headers['content-type']).toMatch(/^text\/html/);
    expect(callback.body).toContain('Sign-in refused');
    expect(callback.body).toContain('The account mallory@example.com is not allowed to sign in to this site.');

    expect(browser.sessionId()).toBeNull();
    expect(await sessionRowCount(t.db)).toBe(0);
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('refuses an owner email the provider has not verified', async () => {
    identity = { email: OWNER_EMAIL, email_verified: false };
    const browser = new TestBrowser(t.inject);
    const { callback } = await signInThroughProvider(browser);
    expect(callback.statusCode).toBe(403);
    expect(callback.body).toContain(`The email address ${OWNER_EMAIL} is not verified`);
    expect(await sessionRowCount(t.db)).toBe(0);
  });

  it('refuses a callback whose state does not match, and a replayed callback', async () => {
    identity = { email: OWNER_EMAIL, email_verified: true };
    const browser = new TestBrowser(t.inject);
    const start = await browser.get('/api/login/oidc');
    const authorization = new URL(start.headers.location ?? '');
    authorization.searchParams.set('state', 'forged-state-forged-state');
    const forged = await browser.completeAtProvider(authorization.href);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Sign-in failed');
    expect(await sessionRowCount(t.db)).toBe(0);

    // The pending sign-in was used up: the same callback again finds nothing to complete.
    const replay = await browser.completeAtProvider(authorization.href);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('This sign-in link has expired or was already used.');
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('explains a sign-in cancelled at the provider', async () => {
    const browser = new TestBrowser(t.inject);
    const start = await browser.get('/api/login/oidc');
    const state = new URL(start.headers.location ?? '').searchParams.get('state') ?? '';
    const cancelled = await browser.get(`/api/callback/oidc?error=access_denied&state=${state}`);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.body).toContain('Sign-in was cancelled at the provider.');
    expect(cancelled.body).not.toContain('access_denied');
  });

  /** Starts a sign-in and comes back from the provider with its error in the callback's query. */
  async function callbackWithError(query: string) {
    const browser = new TestBrowser(t.inject);
    const start = await browser.get('/api/login/oidc');
    const state = new URL(start.headers.location ?? '').searchParams.get('state') ?? '';
    return browser.get(`/api/callback/oidc?${query}&state=${state}`);
  }

  it("says what a provider's error means, with its code as a detail and not its English description", async () => {
    const misconfigured = await callbackWithError('error=invalid_scope&error_description=Scope+email+is+not+allowed');
    expect(misconfigured.statusCode).toBe(400);
    expect(misconfigured.body).toContain(
      'the site&#39;s settings there (client ID, secret or redirect URL) may be wrong.',
    );
    expect(misconfigured.body).toContain('<p class="detail">The provider&#39;s error code: invalid_scope</p>');
    expect(misconfigured.body).not.toContain('Scope email is not allowed');

    const unknown = await callbackWithError('error=something_new');
    expect(unknown.body).toContain('The provider did not complete the sign-in. Please try again.');
    expect(unknown.body).toContain('error code: something_new');
  });

  it("says a provider's error in the site's language", async () => {
    const cookie = await t.loginAsOwner();
    expect(
      (await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { language: 'de' } }))
        .statusCode,
    ).toBe(200);

    const busy = await callbackWithError('error=temporarily_unavailable&error_description=Please+retry+later');
    expect(busy.statusCode).toBe(400);
    expect(busy.body).toContain('<html lang="de"');
    expect(busy.body).toContain('Anmeldung fehlgeschlagen');
    expect(busy.body).toContain('Der Anbieter ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.');
    expect(busy.body).toContain('Fehlercode des Anbieters: temporarily_unavailable');
    expect(busy.body).not.toMatch(/Please|The provider/);

    const cancelled = await callbackWithError('error=access_denied');
    expect(cancelled.body).toContain('Die Anmeldung wurde beim Anbieter abgebrochen.');
  });
});

describe('OpenID Connect as the only sign-in method', () => {
  let only: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard), so the provider is unreachable.
    only = await buildTestApp({
      env: {
        OWNER_PASSWORD: undefined,
        OIDC_ISSUER: 'http://127.0.0.1:9/',
        OIDC_CLIENT_ID: 'folio',
        OIDC_CLIENT_SECRET: 'folio-secret',
        OWNER_EMAILS: OWNER_EMAIL,
      },
    });
  });
  afterAll(() => only.close());

  it('goes straight from /api/login to the provider, keeping returnTo', async () => {
    const response = await only.inject({ method: 'GET', url: '/api/login?returnTo=%2Fsettings' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/login/oidc?returnTo=%2Fsettings');
  });

  it('has no password sign-in', async () => {
    const response = await only.inject({
      method: 'POST',
      url: '/api/login/password',
      payload: { password: 'anything at all' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 503 with a clear page when the provider cannot be reached', async () => {
    const response = await only.inject({ method: 'GET', url: '/api/login/oidc' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('cannot be reached right now');
  });
});
