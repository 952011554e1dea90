import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedProfile } from './seed';

/** Admin forms with changes not yet saved ask before the owner leaves them. */

const toastOf = (page: Page) => page.getByTestId('toast').last();

test('an Admin form with unsaved changes asks before the owner leaves it, by a link or by closing the tab', async ({
  page,
  signIn,
}) => {
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
  await expect
    .poll(() => prompts)
    .toEqual(['You have unsaved changes. Leave this page and lose them?', 'beforeunload']);
});

test('leaving a changed form after confirming goes on, and a saved form asks nothing', async ({
  page,
  signIn,
  api,
}) => {
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

const PROMPT = 'You have unsaved changes. Leave this page and lose them?';

/** Answers the next in-page confirmation as told, and keeps its text. */
function answerNextPrompt(page: Page, prompts: string[], leave: boolean): void {
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void (leave ? dialog.accept() : dialog.dismiss());
  });
}

/** /files, then /admin by the nav: Back from Admin has a page of this site to go to. */
async function openAdminFromFiles(page: Page): Promise<void> {
  await page.goto('/files');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test('Back asks too: Cancel stays with the edit kept, confirming leaves, and no extra history entry is left', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await openAdminFromFiles(page);
  const entries = await historyLength(page);
  await page.getByLabel('Location').fill('Arlington, VA');

  const prompts: string[] = [];
  answerNextPrompt(page, prompts, false);
  await page.goBack();
  await expect.poll(() => prompts).toEqual([PROMPT]);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('Arlington, VA');

  // Asked again on the next press, and this time leaving.
  answerNextPrompt(page, prompts, true);
  await page.goBack();
  await expect.poll(() => prompts).toEqual([PROMPT, PROMPT]);
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Admin Panel');
  // The tab's history is what the owner made it: one Forward returns to Admin, nothing was added.
  expect(await historyLength(page)).toBe(entries);
  await page.goForward();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  expect(prompts).toHaveLength(2);
});

test('Forward asks the same way', async ({ page, signIn }) => {
  await signIn(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click();
  await expect(page).toHaveURL(/\/files$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Location').fill('Arlington, VA');

  const prompts: string[] = [];
  answerNextPrompt(page, prompts, false);
  await page.goForward();
  await expect.poll(() => prompts).toEqual([PROMPT]);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Location')).toHaveValue('Arlington, VA');

  answerNextPrompt(page, prompts, true);
  await page.goForward();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Admin Panel');
  expect(prompts).toEqual([PROMPT, PROMPT]);
});

test('after a save, Back and Forward leave at once, even right after the save, and stay where they went', async ({
  page,
  signIn,
  api,
}) => {
  await seedProfile(api, { name: 'Grace Hopper', title: 'Rear Admiral', bio: 'Invented the first compiler.' });
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page);
  await openAdminFromFiles(page);
  const entries = await historyLength(page);
  await page.getByLabel('Location').fill('Arlington, VA');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastOf(page)).toContainText('Profile updated');
  // At once: the save's own work (the form refilled from the server) must not pull the owner back.
  await page.goBack();
  await expect(page).toHaveURL(/\/files$/);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/files$/);

  await page.goForward();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Location')).toHaveValue('Arlington, VA');
  await page.getByLabel('Location').fill('Washington, DC');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Files' }).click();
  await expect(page).toHaveURL(/\/files$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Location')).toHaveValue('Washington, DC');
  // Forward leaves too, nothing asked at any point, and the history holds only what the owner visited.
  await page.goForward();
  await expect(page).toHaveURL(/\/files$/);
  expect(prompts).toEqual([]);
  expect(await historyLength(page)).toBe(entries + 1);
});
