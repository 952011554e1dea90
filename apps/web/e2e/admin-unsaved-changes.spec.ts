import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedProfile } from './seed';

/** Admin forms with changes not yet saved ask before the owner leaves them. */

const toastOf = (page: Page) => page.getByTestId('toast').last();

test('an Admin form with unsaved changes asks before the owner leaves it, by a link or by closing the tab', async ({ page, signIn }) => {
  await signIn(page);
  await page.goto('/admin');
  // Nothing changed: leaving asks nothing.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click();
  await expect(page).toHaveURL(/\/files$/);
  await page.goto('/admin');

  await page.getByLabel('Location').fill('Arlington, VA');
  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click();
  expect(prompts).toEqual(['You have unsaved changes. Leave this page and lose them?']);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Location')).toHaveValue('Arlington, VA');

  // Closing the tab (or reloading) gets the browser's own question.
  page.once('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(['You have unsaved changes. Leave this page and lose them?', 'beforeunload']);
});

test('leaving a changed form after confirming goes on, and a saved form asks nothing', async ({ page, signIn, api }) => {
  await seedProfile(api, { name: 'Grace Hopper', title: 'Rear Admiral', bio: 'Invented the first compiler.' });
  await signIn(page);
  await page.goto('/admin');
  await page.getByLabel('Location').fill('Arlington, VA');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastOf(page)).toContainText('Profile updated');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click();
  await expect(page).toHaveURL(/\/files$/);

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Projects' }).click();
  await page.getByLabel('Project Title').fill('Compiler');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
