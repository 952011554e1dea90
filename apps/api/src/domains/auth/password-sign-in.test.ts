import { describe, expect, it } from 'vitest';
import { setUpTestApp, TEST_OWNER_PASSWORD } from '../../test/build-test-app';
import { PASSWORD_ATTEMPTS } from './password-route';
import { sessionRowCount, TestBrowser } from './sign-in-test-helpers';

const t = setUpTestApp();

// Each rate-limit test uses addresses of its own, so counts never leak between tests.
let nextAddress = 10;
const freshAddress = () => `198.51.100.${String(nextAddress++)}`;

describe('the sign-in page', () => {
  it('shows a password form that keeps a same-origin returnTo', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/login?returnTo=%2Fadmin%3Ftab%3Dprojects' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Sign in</h1>');
    expect(response.body).toContain('<label for="password">Password</label>');
    expect(response.body).toContain('name="returnTo" value="/admin?tab=projects"');
    // No OAuth provider is configured here, so no provider buttons.
    expect(response.body).not.toContain('Continue with');
  });

  it('drops a returnTo that leaves the site', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await t.inject({ method: 'GET', url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
      expect(response.body).toContain('name="returnTo" value="/"');
    }
  });
});

describe('password sign-in', () => {
  it('signs the owner in and goes back to returnTo', async () => {
    const browser = new TestBrowser(t.inject);
    const response = await browser.postForm('/api/login/password', {
      password: TEST_OWNER_PASSWORD,
      returnTo: '/admin',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin');
    const user = await browser.get('/api/auth/user');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ id: expect.any(String) });
  });

  it('accepts JSON too', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login/password',
      payload: { password: TEST_OWNER_PASSWORD },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('never sends the owner to another site after signing in', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/path', '/\\evil.example', '/\t/evil.example']) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/login/password',
        payload: { password: TEST_OWNER_PASSWORD, returnTo },
      });
      expect(response.headers.location).toBe('/');
    }
  });

  it('ends on a same-origin path whatever returnTo holds: unicode, control characters, CRLF, dot segments', async () => {
    const cases: [string, RegExp][] = [
      ['/页面?q=ü#ä', /^\/%E9%A1%B5%E9%9D%A2\?q=%C3%BC#%C3%A4$/],
      ['/\u0100\u2028\u{1F600}', /^\/%C4%80%E2%80%A8%F0%9F%98%80$/],
      ['/admin\r\nSet-Cookie: stolen=1', /^\/$/],
      ['/\u0000', /^\/$/],
      ['/.//evil.example', /^\/$/],
      ['/a/..//evil.example', /^\/$/],
      ['//evil.example', /^\/$/],
      ['/\\evil.example', /^\/$/],
      ['/%0d%0aSet-Cookie:%20x=1', /^\/%0d%0aSet-Cookie:%20x=1$/],
    ];
    for (const [returnTo, expected] of cases) {
      const browser = new TestBrowser(t.inject);
      const response = await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD, returnTo });
      expect(response.statusCode, returnTo).toBe(303);
      expect(response.headers.location, returnTo).toMatch(expected);
      expect(response.headers['set-cookie']?.toString()).not.toContain('stolen');
    }
  });

  it('answers a wrong password with 401, the form again and no session', async () => {
    const browser = new TestBrowser(t.inject, freshAddress());
    const response = await browser.postForm('/api/login/password', {
      password: 'not the password',
      returnTo: '/admin',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Wrong password. Please try again.');
    expect(response.body).toContain('name="returnTo" value="/admin"');
    expect(browser.sessionId()).toBeNull();
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    expect(await sessionRowCount(t.db)).toBe(0);
  });

  it('answers a wrong password sent as JSON with a JSON 401', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login/password',
      remoteAddress: freshAddress(),
      payload: { password: 'nope' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Wrong password. Please try again.' });
  });

  it('answers a missing password with 400 naming the field', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/login/password', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'password', message: 'Required' }] });
  });

  it(`refuses every attempt with 429 after ${String(PASSWORD_ATTEMPTS.max)} wrong passwords from one address`, async () => {
    const address = freshAddress();
    const attacker = new TestBrowser(t.inject, address);
    for (let attempt = 0; attempt < PASSWORD_ATTEMPTS.max; attempt++) {
      expect(
        (await attacker.postForm('/api/login/password', { password: `guess ${String(attempt)}` })).statusCode,
      ).toBe(401);
    }
    const limited = await attacker.postForm('/api/login/password', { password: 'one more guess' });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/Too many wrong passwords\. Please wait \d+ minutes? before trying again\./);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password is refused now: guessing cannot go on.
    const rightButLimited = await attacker.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD });
    expect(rightButLimited.statusCode).toBe(429);
    expect(attacker.sessionId()).toBeNull();
    const json = await t.inject({
      method: 'POST',
      url: '/api/login/password',
      remoteAddress: address,
      payload: { password: 'x' },
    });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringContaining('Too many wrong passwords'),
    });

    // Another address is not affected.
    const owner = new TestBrowser(t.inject, freshAddress());
    expect((await owner.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD })).statusCode).toBe(303);
  });

  it('does not count successful sign-ins towards the limit', async () => {
    const owner = new TestBrowser(t.inject, freshAddress());
    for (let attempt = 0; attempt < PASSWORD_ATTEMPTS.max + 2; attempt++) {
      expect((await owner.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD })).statusCode).toBe(303);
    }
  });
});

describe('sessions', () => {
  it('gives a new session id at sign-in and deletes the old one', async () => {
    const browser = new TestBrowser(t.inject);
    await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD });
    const first = browser.sessionId();
    expect(first).not.toBeNull();
    expect(await sessionRowCount(t.db, first)).toBe(1);

    await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD });
    const second = browser.sessionId();
    expect(second).not.toBe(first);
    expect(await sessionRowCount(t.db, first)).toBe(0);
    expect(await sessionRowCount(t.db, second)).toBe(1);
  });

  it('logs out by deleting the session row and going to /', async () => {
    const browser = new TestBrowser(t.inject);
    await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD });
    const sid = browser.sessionId();

    const response = await browser.get('/api/logout');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(await sessionRowCount(t.db, sid)).toBe(0);
    expect(browser.sessionId()).toBeNull();
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('kills the session on the server, so a copied cookie stops working too', async () => {
    const cookie = await t.loginAsOwner();
    expect((await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    await t.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect((await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers /api/auth/user with 401 when signed out', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
