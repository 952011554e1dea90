import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestBrowser } from '../domains/auth/sign-in-test-helpers';
import { buildTestApp, TEST_OWNER_PASSWORD, type TestApp } from '../test/build-test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const FIREFOX_LINUX_NEWER = 'Mozilla/5.0 (X11; Linux x86_64; rv:134.0) Gecko/20100101 Firefox/134.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let smtp: SmtpTestServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: 'owner@example.com' } });
});
beforeEach(() => {
  smtp.received.length = 0;
});
afterEach(() => t.truncate());
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function signIn(userAgent: string, address: string): Promise<TestBrowser> {
  const browser = new TestBrowser(
    (options) => t.inject({ ...options, headers: { 'user-agent': userAgent, ...options.headers } }),
    address,
  );
  expect((await browser.postForm('/api/login/password', { password: TEST_OWNER_PASSWORD })).statusCode).toBe(303);
  return browser;
}

/** Sends what is queued and answers the mails received since the last reset, once there are `count`. */
async function sentMails(count: number) {
  await t.app.mailOutbox?.drain();
  return smtp.waitFor(count);
}

async function queuedCount(): Promise<number> {
  return (await t.db.selectFrom('mailOutbox').select('id').execute()).length;
}

describe('mails to the owner about their account', () => {
  it('tells of a sign-in from a browser not seen before: when, which browser, which network, how to end it', async () => {
    await signIn(FIREFOX_LINUX, '203.0.113.7');
    const [first] = await sentMails(1);
    expect(first?.to).toMatchObject({ value: [{ address: 'owner@example.com' }] });
    expect(first?.subject).toBe('New sign-in to your site from a new browser');
    expect(first?.text).toContain('Browser: Firefox 133 on Desktop (Linux)');
    expect(first?.text).toContain('Network: 203.0.113.0');
    expect(first?.text).toContain('Sign out everywhere else');
    expect(first?.text).toContain(`When:    ${new Date().toUTCString().slice(0, 16)}`);

    // The same browser again, even updated, is known: no mail. Another one is new.
    smtp.received.length = 0;
    await signIn(FIREFOX_LINUX_NEWER, '203.0.113.8');
    expect(await queuedCount()).toBe(1);
    await signIn(SAFARI_IPHONE, '198.51.100.20');
    expect(await queuedCount()).toBe(2);
    expect((await sentMails(1)).map((mail) => mail.text)).toEqual([
      expect.stringContaining('Browser: Safari 18 on Mobile (iOS)'),
    ]);
  });

  it('tells of a password change', async () => {
    const browser = await signIn(FIREFOX_LINUX, '203.0.113.7');
    await sentMails(1);
    smtp.received.length = 0;
    const changed = await browser.request({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_OWNER_PASSWORD, newPassword: 'another fine password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await sentMails(1)).map((mail) => mail.subject)).toEqual(['The password of your site was changed']);
  });

  it('tells that authenticator codes were turned off', async () => {
    const browser = await signIn(FIREFOX_LINUX, '203.0.113.7');
    const { secret } = (await browser.request({ method: 'POST', url: '/api/auth/totp' })).json<{ secret: string }>();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const previous = totp.generate({ timestamp: Date.now() - 30_000 });
    expect(
      (await browser.request({ method: 'POST', url: '/api/auth/totp/confirm', payload: { code: previous } }))
        .statusCode,
    ).toBe(200);
    await sentMails(1);
    smtp.received.length = 0;
    const off = await browser.request({ method: 'DELETE', url: '/api/auth/totp', payload: { code: totp.generate() } });
    expect(off.statusCode).toBe(200);
    const mails = await sentMails(1);
    expect(mails.map((mail) => mail.subject)).toEqual(['Authenticator codes were turned off for your site']);
    expect(mails[0]?.text).toContain('Network: 203.0.113.0');
  });
});
