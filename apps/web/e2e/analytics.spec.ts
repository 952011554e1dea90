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
  });
  const pages = card(page, 'Page Views by URL');
  await expect(pages).toContainText('/contact');
  await expect(pages).toContainText('/files');
  await expect(card(page, 'Recent Activity')).toContainText('/contact');
  await expect(card(page, 'Recent Activity')).toContainText('view');

  // The owner's own views are left out unless the switch is on: the visitor's three are counted.
  await expect(card(page, 'Total Views').getByText(/^\d+$/)).toHaveText('3');
  await expect(card(page, 'Unique Visitors').getByText(/^\d+$/)).toHaveText('1');
  await expect(card(page, 'Page Views by URL')).not.toContainText('/analytics');
  await expect(card(page, 'Recent Activity')).not.toContainText('Authenticated');
  await page.getByRole('switch', { name: 'Include my own views' }).click();
  await expect(card(page, 'Recent Activity')).toContainText('Authenticated');
  await expect(card(page, 'Page Views by URL')).toContainText('/analytics');
  expect(Number((await card(page, 'Total Views').getByText(/^\d+$/).textContent()) ?? 0)).toBeGreaterThan(3);

  // Beyond SPEC: a single day is drawn as bars, the device split.
  await expect(card(page, 'Views per day').locator('.recharts-surface')).toBeVisible();
  // Another period: today is in the last 7 days too, and the comparison follows the period.
  const period = page.getByText(/compared with/);
  const thirtyDays = await period.textContent();
  await page.getByText('7 days', { exact: true }).click();
  await expect(period).not.toHaveText(thirtyDays ?? '');
  await expect(card(page, 'Page Views by URL')).toContainText('/analytics');
  // One day alone is drawn as bars, not as a curve rising from the day before.
  await page.getByText('Custom', { exact: true }).click();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From').fill(today);
  await expect(page.getByText(/compared with/)).toContainText('(UTC days)');
  await expect(card(page, 'Views per day').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(card(page, 'Views per day').locator('.recharts-area')).toHaveCount(0);
  await expect(card(page, 'Devices')).toContainText('Desktop');
  await expect(card(page, 'Top referrers')).toContainText('No visits from other sites yet');
});

test('the CSV download holds whose views the page shows, over the period it shows', async ({ page, signIn }) => {
  await page.goto('/contact');
  await signIn(page);
  await page.goto('/analytics');
  await reloadUntil(page, async () => {
    await expect(card(page, 'Recent Activity')).toContainText('/contact');
  });
  const csvOf = async () => {
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const href = await page.getByRole('menuitem', { name: 'The period shown' }).getAttribute('href');
    await page.keyboard.press('Escape');
    const body = await (await page.request.get(href ?? '')).text();
    return {
      href: href ?? '',
      pages: body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[2]),
    };
  };
  const today = new Date().toISOString().slice(0, 10);
  const visitorsOnly = await csvOf();
  expect(visitorsOnly.href).toMatch(new RegExp(`^/api/activity-logs\\.csv\\?from=\\d{4}-\\d{2}-\\d{2}&to=${today}$`));
  expect(visitorsOnly.pages).toContain('/contact');
  expect(visitorsOnly.pages).not.toContain('/analytics');

  await page.getByRole('switch', { name: 'Include my own views' }).click();
  await expect(card(page, 'Recent Activity')).toContainText('Authenticated');
  const withMine = await csvOf();
  expect(withMine.href).toContain('includeOwner=true');
  expect(withMine.pages).toEqual(expect.arrayContaining(['/contact', '/analytics']));
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
  await expect(card(page, 'Views per day')).toContainText('No views in this period');
  await expect(card(page, 'Countries')).toContainText('No countries yet');
  await expect(card(page, 'Sources')).toContainText('No tagged visits yet');
  await expect(card(page, 'Outbound links')).toContainText('No outbound clicks yet');
  await expect(card(page, 'Devices')).toContainText('No views yet');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('a populated page has no accessibility violations in light and dark', async ({ page, signIn }) => {
  await page.goto('/contact');
  await signIn(page);
  await page.goto('/analytics');
  await page.getByRole('switch', { name: 'Include my own views' }).click();
  await reloadUntil(page, async () => {
    await expect(card(page, 'Recent Activity')).toContainText('Authenticated');
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectNoSeriousA11yViolations(page);
});

test.describe('a visitor from Germany, landing from a newsletter', () => {
  // Deutsche Telekom's address space, through the one proxy hop the test server trusts.
  test.use({ clientAddress: '194.25.0.1' });

  test('counts their campaign, country, outbound click and message, and shows them with real time', async ({
    page,
    api,
    signIn,
  }) => {
    expect(
      (
        await api.put('/api/profile', {
          data: { name: 'Ada Lovelace', title: 'Analyst', bio: 'Programs.', github: 'https://github.com/ada' },
        })
      ).ok(),
    ).toBe(true);
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=launch');
    const github = page.locator('#about').getByRole('link', { name: 'GitHub' });
    const popup = page.waitForEvent('popup');
    await github.click();
    await (await popup).close();
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Would you like to talk about compilers?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();

    await signIn(page);
    await page.goto('/analytics');
    await reloadUntil(page, async () => {
      await expect(card(page, 'Messages')).toContainText('1');
      await expect(card(page, 'Outbound links')).toContainText('github.com');
    });
    await expect(card(page, 'Sources')).toContainText('newsletter');
    await expect(card(page, 'Sources')).toContainText('launch');
    await expect(card(page, 'Countries')).toContainText('Germany');
    await expect(card(page, 'Real time')).toContainText('/contact');
    // Goals are not page views: '/' and '/contact'.
    await expect(card(page, 'Total Views').getByText(/^\d+$/)).toHaveText('2');
    await page.screenshot({ path: 'test-results/analytics-page.png', fullPage: true });
  });
});

test('sends a visitor who is not signed in to Home', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/$/);
});
