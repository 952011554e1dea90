import { describe, expect, it } from 'vitest';
import { setUpTestApp, TEST_OWNER_PASSWORD } from '../../test/build-test-app';
import { TestBrowser } from './sign-in-test-helpers';

const t = setUpTestApp();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signedInBrowser(
  address: string,
  userAgent: string,
  password = TEST_OWNER_PASSWORD,
): Promise<TestBrowser> {
  const browser = new TestBrowser(
    (options) => t.inject({ ...options, headers: { 'user-agent': userAgent, ...options.headers } }),
    address,
  );
  const response = await browser.postForm('/api/login/password', { password });
  expect(response.statusCode).toBe(303);
  return browser;
}

type ListedSession = {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  device: string;
  browser: string;
  network: string | null;
};

async function sessionsSeenBy(browser: TestBrowser): Promise<ListedSession[]> {
  const response = await browser.get('/api/auth/sessions');
  expect(response.statusCode).toBe(200);
  return response.json<ListedSession[]>();
}

function changePassword(browser: TestBrowser, payload: Record<string, unknown>) {
  return browser.request({ method: 'POST', url: '/api/auth/password', payload });
}

async function createToken(browser: TestBrowser): Promise<string> {
  const created = await browser.request({
    method: 'POST',
    url: '/api/tokens',
    payload: { name: 'Script', scope: 'write' },
  });
  return created.json<{ token: string }>().token;
}

describe('changing the password in the browser', () => {
  it('refuses a wrong current password with 400 naming it, and keeps the old password', async () => {
    const laptop = await signedInBrowser('203.0.113.7', FIREFOX_LINUX);
    const response = await changePassword(laptop, { currentPassword: 'not it', newPassword: 'a brand new password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'currentPassword' }] });
    await signedInBrowser('203.0.113.8', FIREFOX_LINUX);
  });

  it('names a new password that is too short', async () => {
    const laptop = await signedInBrowser('203.0.113.7', FIREFOX_LINUX);
    const response = await changePassword(laptop, { currentPassword: TEST_OWNER_PASSWORD, newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'newPassword' }] });
  });

  it('takes the new password, signs out every other session and keeps this one', async () => {
    const laptop = await signedInBrowser('203.0.113.7', FIREFOX_LINUX);
    const phone = await signedInBrowser('198.51.100.20', SAFARI_IPHONE);
    const response = await changePassword(laptop, {
      currentPassword: TEST_OWNER_PASSWORD,
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });

    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    const old = await new TestBrowser(t.inject, '203.0.113.9').postForm('/api/login/password', {
      password: TEST_OWNER_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await signedInBrowser('203.0.113.10', FIREFOX_LINUX, 'a brand new password');
    // Without SMTP_URL nothing is queued for the owner: no sign-in or password mail waits for a server.
    expect(await t.db.selectFrom('mailOutbox').selectAll().execute()).toEqual([]);
  });

  it('is refused to access tokens (403) and to visitors (401)', async () => {
    const laptop = await signedInBrowser('203.0.113.7', FIREFOX_LINUX);
    const token = await createToken(laptop);
    const payload = { currentPassword: TEST_OWNER_PASSWORD, newPassword: 'a brand new password' };
    const withToken = await t.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    expect(withToken.statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: '/api/auth/password', payload })).statusCode).toBe(401);
  });
});

describe("the owner's sessions", () => {
  it('lists each session with its browser, device and network, addresses cut as analytics cuts them', async () => {
    const laptop = await signedInBrowser('203.0.113.7', FIREFOX_LINUX);
    await signedInBrowser('2001:db8:abcd:12::1', SAFARI_IPHONE);
    const sessions = await sessionsSeenBy(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Firefox 133',
      device: 'Desktop (Linux)',
      network: '203.0.113.0',
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: 'Safari 18',
      device: 'Mobile (iOS)',
      network: '2001:db8:abcd::',
    });
    for (const session of sessions) {
      expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    // The listed id is not the session id the cookie carries.
    expect(sessions.map((session) => session.id)).not.toContain(laptop.sessionId());
  });

  it('ends one session by its id: that browser is signed out, the others are not', async () => {
    const laptop = await signedInBrowser('203.0.113.7', FIREFOX_LINUX);
    const phone = await signedInBrowser('198.51.100.20', SAFARI_IPHONE);
    const other = (await sessionsSeenBy(laptop)).find((session) => !session.current);
    const ended = await laptop.request({ method: 'DELETE', url: `/api/auth/sessions/${other?.id ?? ''}` });
    expect(ended.statusCode).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
    expect((await laptop.request({ method: 'DELETE', url: `/api/auth/sessions/${other?.id ?? ''}` })).statusCode).toBe(
      404,
    );
  });

  it('signs out everywhere else', async () => {
    const laptop = await signedInBrowser('203.0.113.7', FIREFOX_LINUX);
    const phone = await signedInBrowser('198.51.100.20', SAFARI_IPHONE);
    const tablet = await signedInBrowser('198.51.100.21', SAFARI_IPHONE);
    const response = await laptop.request({ method: 'DELETE', url: '/api/auth/sessions' });
    expect(response.json()).toEqual({ ended: 2 });
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await tablet.get('/api/auth/user')).statusCode).toBe(401);
    expect(await sessionsSeenBy(laptop)).toMatchObject([{ current: true }]);
  });

  it('is not listed or ended with an access token', async () => {
    const laptop = await signedInBrowser('203.0.113.7', FIREFOX_LINUX);
    const token = await createToken(laptop);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.inject({ method: 'GET', url: '/api/auth/sessions', headers })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: '/api/auth/sessions', headers })).statusCode).toBe(403);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
  });
});
