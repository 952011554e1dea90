import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, setUpTestApp, TEST_OWNER_PASSWORD, type TestApp } from '../../test/build-test-app';
import { sessionRowCount, TestBrowser } from './sign-in-test-helpers';

const t = setUpTestApp();

async function signedInBrowser(): Promise<TestBrowser> {
  const browser = new TestBrowser(t.inject);
  await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD });
  return browser;
}

describe('/api/logout', () => {
  it('signs out a navigation from this site, or one the owner typed', async () => {
    for (const site of ['same-origin', 'none']) {
      const browser = await signedInBrowser();
      const sid = browser.sessionId();
      const response = await browser.request({
        method: 'GET',
        url: '/api/logout',
        headers: { 'sec-fetch-site': site },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(await sessionRowCount(t.db, sid)).toBe(0);
    }
  });

  it('from a link on another site, keeps the owner signed in and asks, with a button that posts', async () => {
    for (const site of ['cross-site', 'same-site', undefined]) {
      const browser = await signedInBrowser();
      const sid = browser.sessionId();
      const response = await browser.request({
        method: 'GET',
        url: '/api/logout',
        headers: site ? { 'sec-fetch-site': site } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<form method="post" action="/api/logout">');
      expect(response.body).toContain('<button type="submit" class="button button-primary">Sign out</button>');
      expect(await sessionRowCount(t.db, sid)).toBe(1);
      expect((await browser.get('/api/auth/user')).statusCode).toBe(200);

      // The owner presses the button: a post from this site signs out.
      const signOut = await browser.request({
        method: 'POST',
        url: '/api/logout',
        headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      });
      expect(signOut.statusCode).toBe(303);
      expect(signOut.headers.location).toBe('/');
      expect(await sessionRowCount(t.db, sid)).toBe(0);
    }
  });

  it('refuses a post from another site', async () => {
    const browser = await signedInBrowser();
    const sid = browser.sessionId();
    const response = await browser.request({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(await sessionRowCount(t.db, sid)).toBe(1);
  });

  it('sends a visitor who is not signed in home, from anywhere', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('over plain http', () => {
  it('sends no HSTS, and the session cookie has its plain name', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/login' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/login/password',
      payload: { password: TEST_OWNER_PASSWORD },
    });
    expect(signIn.cookies.map((cookie) => cookie.name)).toEqual(['folio.sid']);
  });
});

describe('with an https PUBLIC_URL', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await buildTestApp({ env: { PUBLIC_URL: 'https://folio.example' } });
  });
  afterAll(() => secure.close());

  it('sends HSTS, and the session cookie is __Host- prefixed, Secure, for the whole site, and works', async () => {
    const page = await secure.inject({ method: 'GET', url: '/api/login' });
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const signIn = await secure.inject({
      method: 'POST',
      url: '/api/login/password',
      payload: { password: TEST_OWNER_PASSWORD },
    });
    const [cookie] = signIn.cookies as {
      name: string;
      value: string;
      secure?: boolean;
      path?: string;
      domain?: string;
    }[];
    expect(cookie).toMatchObject({ name: '__Host-folio.sid', secure: true, path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const user = await secure.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `${String(cookie?.name)}=${String(cookie?.value)}` },
    });
    expect(user.statusCode).toBe(200);
    const signOut = await secure.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: `${String(cookie?.name)}=${String(cookie?.value)}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(signOut.cookies).toMatchObject([{ name: '__Host-folio.sid', value: '', secure: true, path: '/' }]);
  });
});
