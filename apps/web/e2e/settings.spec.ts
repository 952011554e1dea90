import type { AccessToken, UserSettings } from '@folio/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The toast on screen; the one it replaced may still be fading out. */
const toastOf = (page: Page) => page.getByTestId('toast').last();
const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
const themeSelect = (page: Page) => page.getByRole('combobox', { name: 'Theme Preference' });

async function storedSettings(api: APIRequestContext): Promise<UserSettings> {
  const response = await api.get('/api/user-settings');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as UserSettings;
}

async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System'): Promise<void> {
  await themeSelect(page).click();
  await page.getByRole('option', { name: label }).click();
}

test('a visitor who is not signed in is sent to the home page', async ({ page }) => {
  await page.goto('/settings');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Settings' })).toHaveCount(0);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
  });

  test('a spinner shows while the settings load, then the three cards with SPEC defaults', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.includes('settings.getUserSettings'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/settings');
    await expect(page.getByRole('status', { name: 'Loading settings' })).toBeVisible();
    release();

    for (const card of ['Profile', 'Appearance', 'Notifications']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Display Name')).toHaveValue('');
    await expect(page.getByText('This name will be displayed across the platform')).toBeVisible();
    await expect(themeSelect(page)).toHaveValue('Light');
    await themeSelect(page).click();
    await expect(page.getByRole('option')).toHaveText(['Light', 'Dark', 'System']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  });

  test('saved settings show a toast, apply the theme, and survive a reload', async ({ page, api }) => {
    await page.goto('/settings');
    await page.getByLabel('Display Name').fill('Ada');
    await chooseTheme(page, 'Dark');
    await page.getByRole('switch', { name: 'Email Notifications' }).uncheck();
    expect(await schemeOf(page)).toBe('light');
    await page.getByRole('button', { name: 'Save Settings' }).click();

    await expect(toastOf(page)).toContainText('Settings saved');
    await expect(toastOf(page)).toContainText('Your preferences have been updated successfully.');
    await expect.poll(() => schemeOf(page)).toBe('dark');
    expect(await storedSettings(api)).toMatchObject({
      displayName: 'Ada',
      themePreference: 'dark',
      emailNotifications: 0,
    });

    await page.reload();
    expect(await schemeOf(page)).toBe('dark');
    await expect(page.getByLabel('Display Name')).toHaveValue('Ada');
    await expect(themeSelect(page)).toHaveValue('Dark');
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();

    await chooseTheme(page, 'Light');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => schemeOf(page)).toBe('light');
    await page.reload();
    expect(await schemeOf(page)).toBe('light');
  });

  test("the 'System' preference follows the operating system once saved", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');
    await chooseTheme(page, 'System');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastOf(page)).toContainText('Settings saved');
    await expect.poll(() => schemeOf(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('system');
  });

  test('an emptied display name is stored as absent', async ({ page, api }) => {
    await api.put('/api/user-settings', {
      data: { displayName: 'Old name', themePreference: 'light', emailNotifications: 1 },
    });
    await page.goto('/settings');
    await expect(page.getByLabel('Display Name')).toHaveValue('Old name');
    await page.getByLabel('Display Name').fill('   ');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastOf(page)).toContainText('Settings saved');
    expect((await storedSettings(api)).displayName).toBeNull();
    await expect(page.getByLabel('Display Name')).toHaveValue('');
  });

  test('while saving the button says Saving... and cannot be pressed twice', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    await page.route(
      (url) => url.pathname.includes('settings.updateUserSettings'),
      async (route) => {
        saves += 1;
        await held;
        await route.continue();
      },
    );
    await page.goto('/settings');
    await page.getByLabel('Display Name').fill('Ada');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await page.getByLabel('Display Name').press('Enter');
    release();
    await expect(toastOf(page)).toContainText('Settings saved');
    expect(saves).toBe(1);
  });

  test('a refused save shows the destructive error toast', async ({ page, context, consoleGuard }) => {
    consoleGuard.allow(/status of 401 .*settings\.updateUserSettings/);
    await page.goto('/settings');
    await expect(page.getByLabel('Display Name')).toBeVisible();
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastOf(page)).toContainText('Error');
    await expect(toastOf(page)).toContainText('Failed to save settings. Please try again.');
    await expect(toastOf(page)).toHaveAttribute('data-variant', 'destructive');
  });

  test.describe('API tokens', () => {
    test('a token is shown once, copies to the clipboard, works on the REST API, and is gone after revoking', async ({
      page,
      context,
      playwright,
      baseURL,
      clientAddress,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'API tokens' });
      await expect(card.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/api/docs');
      await expect(card.getByText('No tokens yet.')).toBeVisible();

      await card.getByLabel('Token name').fill('Backup script');
      await card.getByRole('radio', { name: 'Read-only' }).check();
      await card.getByRole('button', { name: 'Create token' }).click();
      await expect(toastOf(page)).toContainText('Token created');

      const notice = page.getByTestId('new-token');
      await expect(notice).toContainText("You won't be able to see it again.");
      const token = await notice.getByLabel('New token').inputValue();
      expect(token).toMatch(/^folio_/);
      await notice.getByRole('button', { name: 'Copy' }).click();
      await expect(notice.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

      const row = page.getByTestId('api-token');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Backup script');
      await expect(row).toContainText('Read-only');
      await expect(row).toContainText(token.slice(0, 12));
      await expect(row).toContainText('Last used never');

      const script = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientAddress },
      });
      expect((await script.get('/api/user-settings')).status()).toBe(200);
      expect((await script.put('/api/profile', { data: { name: 'X', title: 'Y', bio: 'Z' } })).status()).toBe(403);

      await notice.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByTestId('new-token')).toHaveCount(0);
      await page.reload();
      await expect(row).toContainText('Backup script');
      await expect(row).not.toContainText('Last used never');
      await expect(page.locator('body')).not.toContainText(token);

      await row.getByRole('button', { name: 'Revoke token Backup script' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke Token' });
      await expect(dialog).toContainText('Scripts using it will stop working at once.');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toHaveCount(1);
      expect((await script.get('/api/user-settings')).status()).toBe(200);

      await row.getByRole('button', { name: 'Revoke token Backup script' }).click();
      await page.getByRole('dialog', { name: 'Revoke Token' }).getByRole('button', { name: 'Revoke' }).click();
      await expect(toastOf(page)).toContainText('Token revoked');
      await expect(page.getByText('No tokens yet.')).toBeVisible();
      expect((await script.get('/api/user-settings')).status()).toBe(401);
      await script.dispose();
    });

    test('a read-write token is listed with its scope, and a token needs a name', async ({ page, api }) => {
      await page.goto('/settings');
      const card = page.getByRole('region', { name: 'API tokens' });
      await card.getByRole('button', { name: 'Create token' }).click();
      await expect(card.getByText('Required')).toBeVisible();

      await card.getByLabel('Token name').fill('Deploy bot');
      await card.getByRole('radio', { name: 'Read-write' }).check();
      await card.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByTestId('api-token')).toContainText('Read-write');
      const tokens = (await (await api.get('/api/tokens')).json()) as AccessToken[];
      expect(tokens).toEqual([expect.objectContaining({ name: 'Deploy bot', scope: 'write' })]);
    });
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious accessibility violation in the ${scheme} theme`, async ({ page, api }) => {
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), scheme);
      await api.post('/api/tokens', { data: { name: 'Existing', scope: 'read' } });
      await page.goto('/settings');
      await expect(page.getByTestId('api-token')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel('Token name').fill('New one');
      await page.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByTestId('new-token')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
