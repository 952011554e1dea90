import type { Page } from '@playwright/test';
import { expect, holdAppCode, test } from './fixtures';

const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

test('the theme starts light, toggles to dark and stays dark after a reload', async ({ page }) => {
  await page.goto('/');
  expect(await schemeOf(page)).toBe('light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await schemeOf(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');

  await page.reload();
  expect(await schemeOf(page)).toBe('dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await schemeOf(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('light');
});

test('the saved theme is applied before the app code runs (no flash of the wrong theme)', async ({ context }) => {
  // A page of its own: the app never becomes interactive here, which the fixture's page would wait for.
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('ui-theme', 'dark'));
  // Without the app bundle only the server's HTML and the blocking theme script run: the first paint is already
  // dark, and the server-rendered page shows the icon for the dark theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  expect(await schemeOf(page)).toBe('dark');
  await expect(page.getByRole('heading', { name: 'My Work' })).toBeVisible();
  await expect(page.locator('.tabler-icon-sun')).toBeVisible();
  await expect(page.locator('.tabler-icon-moon')).toBeHidden();
});

// The app's code comes after the first paint (src/boot.ts); a click on a control before it runs is not lost.
test("a click on the toggle before the page's code has arrived takes effect once it has", async ({ context }) => {
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await schemeOf(page)).toBe('light');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
});

test("'system' follows the operating system", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ui-theme', 'system'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await schemeOf(page)).toBe('dark');
  await expect(page.getByRole('heading', { name: 'My Work' })).toBeVisible();
  expect(await schemeOf(page)).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await schemeOf(page)).toBe('light');
});
