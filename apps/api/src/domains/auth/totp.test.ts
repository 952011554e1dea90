import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { setUpTestApp, TEST_OWNER_PASSWORD } from '../../test/build-test-app';
import { TestBrowser } from './sign-in-test-helpers';
import { PASSWORD_ATTEMPTS } from './password-route';

const t = setUpTestApp();

let nextAddress = 10;
const freshAddress = () => `198.51.100.${String(nextAddress++)}`;

/** The code an authenticator app shows `steps` periods of 30 s from now. */
function codeAt(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function signedIn(): Promise<TestBrowser> {
  const browser = new TestBrowser(t.inject, freshAddress());
  expect((await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD })).statusCode).toBe(303);
  return browser;
}

/** Turns codes on from a signed-in browser with the previous period's code; answers the secret and recovery codes. */
async function turnOnCodes(browser: TestBrowser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await browser.request({ method: 'POST', url: '/api/auth/totp' });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await browser.request({
    method: 'POST',
    url: '/api/auth/totp/confirm',
    payload: { code: codeAt(secret, -1) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function passwordStep(returnTo = '/admin'): Promise<TestBrowser> {
  const browser = new TestBrowser(t.inject, freshAddress());
  const response = await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD, returnTo });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/api/login/totp');
  return browser;
}

describe('setting up authenticator codes', () => {
  it('answers a secret with its otpauth URI and QR code, and changes nothing until a code confirms it', async () => {
    const browser = await signedIn();
    const setup = await browser.request({ method: 'POST', url: '/api/auth/totp' });
    const { secret, uri, qrCode } = setup.json<{ secret: string; uri: string; qrCode: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Folio:localhost%3A3000\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await browser.get('/api/auth/totp')).json()).toMatchObject({ enabled: false });

    const wrong = await browser.request({
      method: 'POST',
      url: '/api/auth/totp/confirm',
      payload: { code: '000000' === codeAt(secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: 'code' }] });
    const malformed = await browser.request({
      method: 'POST',
      url: '/api/auth/totp/confirm',
      payload: { code: '12ab' },
    });
    expect(malformed.statusCode).toBe(400);
    // Still off: a password alone signs in.
    expect((await signedIn()).sessionId()).not.toBeNull();
  });

  it('turns on with a code and answers ten one-time recovery codes, stored hashed', async () => {
    const browser = await signedIn();
    const { recoveryCodes } = await turnOnCodes(browser);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = JSON.stringify(await t.db.selectFrom('ownerRecoveryCodes').selectAll().execute());
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    expect((await browser.get('/api/auth/totp')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      passwordSignIn: true,
    });
    const again = await browser.request({ method: 'POST', url: '/api/auth/totp' });
    expect(again.statusCode).toBe(409);
  });

  it('is refused to access tokens', async () => {
    const browser = await signedIn();
    const { token } = (
      await browser.request({ method: 'POST', url: '/api/tokens', payload: { name: 'x', scope: 'write' } })
    ).json<{ token: string }>();
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/totp',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('signing in with authenticator codes on', () => {
  it('gives no session for the password alone; the code completes the sign-in; a used code is refused', async () => {
    const { secret } = await turnOnCodes(await signedIn());
    const browser = await passwordStep('/admin');
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    const page = await browser.get('/api/login/totp');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="code">Authentication code</label>');

    const wrong = await browser.postForm('/api/login/totp', { code: codeAt(secret, 5) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That code is not valid');
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);

    const code = codeAt(secret);
    const right = await browser.postForm('/api/login/totp', { code });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/admin');
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);

    // The same code, seen over a shoulder, does not sign in anyone else.
    const replay = await passwordStep();
    expect((await replay.request({ method: 'POST', url: '/api/login/totp', payload: { code } })).statusCode).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const { recoveryCodes } = await turnOnCodes(await signedIn());
    const [first = ''] = recoveryCodes;
    const browser = await passwordStep();
    const used = await browser.request({
      method: 'POST',
      url: '/api/login/totp',
      payload: { recoveryCode: first.toUpperCase() },
    });
    expect(used.statusCode).toBe(303);
    expect((await browser.get('/api/auth/totp')).json()).toMatchObject({ recoveryCodesLeft: 9 });

    const again = await passwordStep();
    const refused = await again.postForm('/api/login/totp', { recoveryCode: first });
    expect(refused.statusCode).toBe(401);
    expect((await again.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('pauses the code step for an address after ten wrong codes, the right code included', async () => {
    const { secret } = await turnOnCodes(await signedIn());
    const browser = await passwordStep();
    for (let attempt = 0; attempt < PASSWORD_ATTEMPTS.max; attempt++) {
      expect((await browser.postForm('/api/login/totp', { recoveryCode: `wrong-${String(attempt)}` })).statusCode).toBe(
        401,
      );
    }
    const paused = await browser.postForm('/api/login/totp', { code: codeAt(secret) });
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('sends a browser with no pending sign-in back to the sign-in page', async () => {
    const browser = new TestBrowser(t.inject, freshAddress());
    const page = await browser.get('/api/login/totp');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/api/login');
    const post = await browser.request({ method: 'POST', url: '/api/login/totp', payload: { code: '123456' } });
    expect(post.statusCode).toBe(401);
  });
});

describe('turning authenticator codes off', () => {
  it('needs a current code (sent as a JSON body), then a password signs in alone again', async () => {
    const owner = await signedIn();
    const { secret } = await turnOnCodes(owner);
    const wrong = await owner.request({
      method: 'DELETE',
      url: '/api/auth/totp',
      payload: { code: codeAt(secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: 'code' }] });
    const off = await owner.request({ method: 'DELETE', url: '/api/auth/totp', payload: { code: codeAt(secret) } });
    expect(off.statusCode).toBe(200);
    expect((await owner.get('/api/auth/totp')).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await t.db.selectFrom('ownerRecoveryCodes').selectAll().execute()).toEqual([]);
    expect((await signedIn()).sessionId()).not.toBeNull();
  });
});
