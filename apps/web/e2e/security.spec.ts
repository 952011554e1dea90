import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { OWNER_PASSWORD } from './e2e-env';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
function codeAt(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

const securityCard = (page: Page) => page.getByRole('region', { name: 'Security' });

test.describe('Settings → Security', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
  });

  test('turns on authenticator codes; then signing in asks for a code after the password', async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/401 \(Unauthorized\) \(.*\/api\/login\/totp\)/);
    await page.goto('/settings');
    const card = securityCard(page);
    await expect(card.getByText('This browser')).toBeVisible();
    await card.getByRole('button', { name: 'Set up authenticator codes' }).click();
    await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await card.locator('code').first().textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByLabel('Code from the app').fill(codeAt(secret, -1));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(card.getByText('10 recovery codes left.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.screenshot({ path: testInfo.outputPath('settings-security.png') });

    await page.goto('/api/logout');
    await page.goto('/api/login');
    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/api/login/totp');
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000' === codeAt(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not valid. Please try again.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('sign-in-code.png') });

    await page.getByLabel('Authentication code').fill(codeAt(secret));
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: 'Verify' }).click(),
    ]);
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  });

  test('changes the password; a wrong current password is named under its field', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/400 \(Bad Request\) \(.*auth\.changePassword/);
    await page.goto('/settings');
    const card = securityCard(page);
    await card.getByLabel('Current password').fill('not the password');
    await card.getByLabel('New password', { exact: true }).fill('a new owner password');
    await card.getByLabel('Repeat the new password').fill('a new owner password');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText('The current password is wrong')).toBeVisible();

    await card.getByLabel('Current password').fill(OWNER_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('toast').last()).toContainText('Password changed');
    await expect(card.getByLabel('Current password')).toHaveValue('');
  });
});

test('with the contact challenge on, the form solves it unseen and the message arrives', async ({
  page,
  api,
  databasePool,
}) => {
  expect((await api.put('/api/site', { data: { contactChallenge: true } })).status()).toBe(200);
  const refused = await api.post('/api/contact', {
    data: { name: 'Bot', email: 'bot@example.com', message: 'Buy cheap things today!' },
  });
  expect(refused.status()).toBe(400);

  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Would you like to talk about compilers?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Thank you for your message. I'll get back to you soon.").first()).toBeVisible({
    timeout: 20_000,
  });
  const { rows } = await databasePool.query<{ name: string }>('select name from contact_messages');
  expect(rows).toEqual([{ name: 'Grace Hopper' }]);
});
