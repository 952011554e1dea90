import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** what Settings and Analytics remember has a visible effect. */

const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test('the display name names the owner in the nav bar, and leads to Settings', async ({ page, api, signIn }) => {
  await signIn(page);
  // Nothing saved and the password sign-in gives no name.
  await expect(page.getByTestId('owner-name')).toHaveText(/Owner/);

  expect(
    (
      await api.put('/api/user-settings', {
        data: { displayName: 'Ada Lovelace', themePreference: 'light', emailNotifications: 1 },
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  const name = page.getByTestId('owner-name');
  await expect(name).toHaveText(/Ada Lovelace/);
  await expect(name).toContainText('AL');
  await page.screenshot({ path: 'test-results/owner-name.png', clip: { x: 0, y: 0, width: 1280, height: 64 } });
  await expect(page.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');

  await name.click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('Display Name').fill('Countess');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(name).toHaveText(/Countess/);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as Countess');
});

test('signed out, no name shows', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('owner-name')).toHaveCount(0);
});

test('the saved theme is applied at sign-in on another device, once per sign-in', async ({ page, api, signIn }) => {
  expect((await api.put('/api/user-settings', { data: { themePreference: 'dark', emailNotifications: 1 } })).ok()).toBe(
    true,
  );
  // A device that has never seen the owner: light, as SPEC's default.
  await page.goto('/');
  expect(await schemeOf(page)).toBe('light');

  await signIn(page);
  await expect.poll(() => schemeOf(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');

  // Within the same sign-in, the owner's own toggle wins and survives a reload.
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(page.getByTestId('owner-name')).toBeVisible();
  expect(await schemeOf(page)).toBe('light');

  // Signing out and in again applies the saved theme again.
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await signIn(page);
  await expect.poll(() => schemeOf(page)).toBe('dark');
});

test('an owner who never saved a theme keeps the one this browser shows', async ({ page, signIn }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('ui-theme')) localStorage.setItem('ui-theme', 'dark');
  });
  await signIn(page);
  await expect(page.getByTestId('owner-name')).toBeVisible();
  expect(await schemeOf(page)).toBe('dark');
});

test("'Include my own views' is remembered in the browser", async ({ page, signIn }) => {
  await signIn(page);
  await page.goto('/analytics');
  // Off at first: the owner's own views are left out unless asked for.
  const toggle = page.getByRole('switch', { name: 'Include my own views' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Include my own views' })).toBeChecked();
  await page.getByRole('switch', { name: 'Include my own views' }).click();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Include my own views' })).not.toBeChecked();
});
