import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * A desktop browser as people use it. Headless Chromium announces itself as HeadlessChrome, and the server
 * does not count headless browsers (they are bots by design), so the tests present a normal user agent.
 */
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
});

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Views reach the database a moment after the beacon; the page reads once, so reload until they show. */
async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass();
}

test('navigating the app records page views, and the Analytics page shows them', async ({ page, signIn }) => {
  // As a visitor: the first load and two route changes inside the app.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Files' }).click();
  await expect(page.getByRole('heading', { name: 'File Storage' })).toBeVisible();

  // As the owner: back on Home after signing in, then the Analytics page itself.
  await signIn(page);
  await page.goto('/analytics');
  await expect(page.getByText('Track visitor activity and engagement')).toBeVisible();

  await reloadUntil(page, async () => {
    // '/', '/contact', '/files' as a visitor; '/' and '/analytics' (each load of it) as the owner.
    await expect(card(page, 'Popular Page')).toContainText('/');
    await expect(card(page, 'Page Views by URL').getByRole('listitem').first()).toContainText('#1Home');
    await expect(card(page, 'Recent Activity')).toContainText('Anonymous');
    await expect(card(page, 'Recent Activity')).toContainText('Authenticated');
  });
  const pages = card(page, 'Page Views by URL');
  await expect(pages).toContainText('/contact');
  await expect(pages).toContainText('/files');
  await expect(card(page, 'Recent Activity')).toContainText('/contact');
  await expect(card(page, 'Recent Activity')).toContainText('view');

  // The owner switch leaves out the owner's own views: the visitor's three remain.
  const totalWithOwner = Number((await card(page, 'Total Views').getByText(/^\d+$/).textContent()) ?? 0);
  await page.getByRole('switch', { name: 'Include my own views' }).click();
  await expect(card(page, 'Total Views')).toContainText('3');
  await expect(card(page, 'Unique Visitors')).toContainText('1');
  expect(totalWithOwner).toBeGreaterThan(3);
  await expect(card(page, 'Page Views by URL')).not.toContainText('/analytics');

  // Beyond SPEC: the trend chart, the device split.
  await expect(card(page, 'Last 30 days').locator('.recharts-surface')).toBeVisible();
  await expect(card(page, 'Devices')).toContainText('Desktop');
  await expect(card(page, 'Top referrers')).toContainText('No visits from other sites yet');
});

test('shows natural empty states before any view, in light and dark without accessibility violations', async ({
  page,
  signIn,
  resetDatabase,
  consoleGuard,
}) => {
  // No beacon leaves this browser, so the only views could be a previous test's last ones: clear them.
  consoleGuard.allow(/net::ERR_FAILED .*\/api\/activity\)$/);
  // Emptying the database also ends the session under a page that may still be loading its figures.
  consoleGuard.allow(/status of 401 .*\/api\/trpc\/analytics\./);
  await page.route('**/api/activity', (route) => route.abort());
  await signIn(page);
  await page.goto('/analytics');
  await expect(async () => {
    await resetDatabase();
    await signIn(page);
    await page.goto('/analytics');
    await expect(card(page, 'Page Views by URL')).toContainText('No page views yet');
  }).toPass();

  await expect(card(page, 'Total Views')).toContainText('0');
  await expect(card(page, 'Total Views')).toContainText('All time page views');
  await expect(card(page, 'Unique Visitors')).toContainText('Different people who visited');
  await expect(card(page, 'Popular Page')).toContainText('N/A');
  await expect(card(page, 'Popular Page')).toContainText('0 views');
  await expect(card(page, 'Recent Activity')).toContainText('No activity logs yet');
  await expect(card(page, 'Last 30 days')).toContainText('No views in the last 30 days');
  await expect(card(page, 'Devices')).toContainText('No views yet');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('a populated page has no accessibility violations in light and dark', async ({ page, signIn }) => {
  await page.goto('/contact');
  await signIn(page);
  await page.goto('/analytics');
  await reloadUntil(page, async () => {
    await expect(card(page, 'Recent Activity')).toContainText('Authenticated');
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('sends a visitor who is not signed in to Home', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/$/);
});
