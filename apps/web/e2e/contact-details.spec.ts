import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedProfile } from './seed';

/** The owner decides which contact details visitors get: the location shows on Home, the phone only when published. */

const toastOf = (page: Page) => page.getByTestId('toast').last();

/** Set FOLIO_SCREENSHOTS=dir to keep a picture of each new screen. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.FOLIO_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('the phone stays private until the owner switches it on; the location shows on Home', async ({
  page,
  signIn,
  browser,
  baseURL,
  api,
}) => {
  await seedProfile(api, { name: 'Grace Hopper', title: 'Rear Admiral', bio: 'Invented the first compiler.' });
  await signIn(page);
  await page.goto('/admin');
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Location').fill('Arlington, VA');
  const phoneSwitch = page.getByRole('switch', { name: 'Show to visitors' });
  await expect(phoneSwitch).not.toBeChecked();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastOf(page)).toContainText('Profile updated');

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const html = await (await visitor.request.get('/')).text();
  expect(html).toContain('Arlington, VA');
  expect(html).not.toContain('555 0100');
  await visitor.goto('/');
  await expect(visitor.getByTestId('profile-location')).toHaveText('Arlington, VA');
  await expect(visitor.locator('#about').getByRole('link', { name: '+1 555 0100' })).toHaveCount(0);
  await visitor.locator('#about').scrollIntoViewIfNeeded();
  await screenshot(visitor, 'home-location');

  await phoneSwitch.check();
  await screenshot(page, 'admin-phone-switch');
  const saved = page.waitForResponse((response) => response.url().includes('profile.updateProfile') && response.ok());
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await saved;
  await visitor.reload();
  await expect(visitor.locator('#about').getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
    'href',
    'tel:+15550100',
  );
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show to visitors' })).toBeChecked();
});
