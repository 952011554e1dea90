import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { solidPng } from './png';
import { seedFile } from './seed';

/** pictures, thumbnails, the uploader's choices, private files. */

const toastOf = (page: Page) => page.getByTestId('toast').last();

async function openUploader(page: Page) {
  await page
    .getByRole('button', { name: /Upload (Files|Your First File)/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the owner uploads a profile photo through the drop zone and Home shows its thumbnail', async ({
  page,
  api,
  signIn,
  consoleGuard,
}) => {
  // Deleting the photo in use is refused on purpose below.
  consoleGuard.allow(/status of 409 .*files\.deleteFile/);
  await signIn(page);
  await page.goto('/admin');
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Title', { exact: true }).fill('Analyst');
  await page.getByLabel('Bio').fill('Writes programs for engines.');
  await page
    .getByTestId('picture-dropzone')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: solidPng(1600, 1200),
    });
  const preview = page.getByTestId('picture-preview').getByRole('img', { name: 'the profile' });
  await expect(preview).toBeVisible();
  await expect(page.getByLabel('Profile Image URL')).toHaveValue(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/profile-dropzone.png', fullPage: true });
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastOf(page)).toContainText('Profile updated');

  // Pictures are not files: listed apart for the owner, never on the Files page.
  expect(await (await api.get('/api/files')).json()).toEqual([]);
  const pictures = (await (await api.get('/api/files?purpose=picture')).json()) as {
    name: string;
    visibility: string;
    purpose: string;
  }[];
  expect(pictures).toEqual([
    expect.objectContaining({ name: 'portrait.png', visibility: 'public', purpose: 'picture' }),
  ]);

  // Admin's Pictures card says where it is shown, and the delete dialog says so instead of offering Delete.
  const card = page.getByTestId('admin-picture');
  await expect(card).toContainText('Shown as the profile photo');
  await page.getByRole('button', { name: 'Delete picture portrait.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Picture' });
  await expect(dialog).toContainText('This file is in use as the profile photo; choose another file there first');
  await page.screenshot({ path: 'test-results/admin-pictures-delete.png', fullPage: true });
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(1);

  await page.goto('/files');
  await expect(page.getByText('No files uploaded yet')).toBeVisible();

  await page.goto('/');
  const photo = page.getByRole('img', { name: 'Profile image' });
  await expect(photo).toHaveAttribute('srcset', /\?w=160 160w, .*\?w=1280 1280w/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=(320|480)$/);
  // The browser got a WebP thumbnail, not the 1600 px original.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(640);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const thumbnail = await page.request.get(await photo.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(thumbnail.headers()['content-type']).toBe('image/webp');
  await page.locator('#about').screenshot({ path: 'test-results/home-profile-thumbnail.png' });
});

test('the drop zone refuses a file that is not a picture, and says so', async ({ page, signIn }) => {
  await signIn(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Projects' }).click();
  // The Projects panel's own drop zone: until it shows, the Profile panel (with a drop zone of its own) may still.
  const projects = page.getByRole('tabpanel', { name: 'Projects' });
  await projects
    .getByTestId('picture-dropzone')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
  await expect(projects.getByRole('alert').filter({ hasText: 'notes.txt' })).toContainText(
    'PNG, JPEG, WebP, GIF or AVIF',
  );
  await expect(projects.getByTestId('picture-preview')).toHaveCount(0);
});

test('the same file uploads again after it was deleted, without a reload', async ({ page, api, signIn }) => {
  await signIn(page);
  await page.goto('/files');
  const file = { name: 'again.txt', mimeType: 'text/plain', buffer: Buffer.from('the same bytes twice') };

  let dialog = await openUploader(page);
  await dialog.locator('input.uppy-Dashboard-input').first().setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('file-card')).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete again.txt' }).click();
  await page.getByRole('dialog', { name: 'Delete File' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastOf(page)).toContainText('File deleted');
  await expect(page.getByTestId('file-card')).toHaveCount(0);

  dialog = await openUploader(page);
  await dialog.locator('input.uppy-Dashboard-input').first().setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastOf(page)).toContainText('1 file(s) uploaded successfully.');
  await expect(page.getByTestId('file-card')).toHaveCount(1);
  expect(((await (await api.get('/api/files')).json()) as unknown[]).length).toBe(1);
});

test('a failure while registering names the file in an error toast', async ({ page, signIn, consoleGuard }) => {
  consoleGuard.allow(/status of 503 .*files\.registerFile/);
  await signIn(page);
  await page.goto('/files');
  await page.route(
    (url) => url.pathname.includes('files.registerFile'),
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '[{"error":{"message":"down","code":-32603,"data":{"code":"SERVICE_UNAVAILABLE","httpStatus":503}}}]',
      }),
  );
  const dialog = await openUploader(page);
  await dialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'lost.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(toastOf(page)).toContainText('Failed to save lost.txt. Please try again.');
  await expect(toastOf(page)).toHaveAttribute('data-variant', 'destructive');
});

test('the uploader asks for the category and the visibility; private files carry a lock and stay hidden from visitors', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(page);
  await page.goto('/files');
  await page.getByRole('tab', { name: 'Hobby' }).click();
  const dialog = await openUploader(page);
  // SPEC's rule is the starting point: the active tab's category.
  await expect(dialog.getByRole('radio', { name: 'Hobby' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Public' })).toBeChecked();
  await dialog.getByText('Business', { exact: true }).click();
  await dialog.getByText('Private', { exact: true }).click();
  await dialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'diary.txt', mimeType: 'text/plain', buffer: Buffer.from('dear diary') });
  await page.screenshot({ path: 'test-results/uploader-choices.png' });
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'All' }).click();
  const card = page.getByTestId('file-card').filter({ hasText: 'diary.txt' });
  await expect(card).toContainText('business');
  await expect(card.getByRole('img', { name: 'Private' })).toBeVisible();
  await page.screenshot({ path: 'test-results/private-file-grid.png' });
  await page.locator('label', { hasText: 'List view' }).click();
  const row = page.getByTestId('file-row').filter({ hasText: 'diary.txt' });
  await expect(row.getByRole('img', { name: 'Private' })).toBeVisible();
  await page.screenshot({ path: 'test-results/private-file-list.png' });
  const href = await row.getByRole('link', { name: 'Download diary.txt' }).getAttribute('href');

  const visitor = await browser.newPage();
  await visitor.goto(new URL('/files', page.url()).href);
  await expect(visitor.getByText('No files uploaded yet')).toBeVisible();
  expect((await visitor.request.get(new URL(href ?? '', page.url()).href)).status()).toBe(404);
  await visitor.close();
});

test('the owner edits a file: renames it and makes it private', async ({ page, api, signIn }) => {
  await seedFile(api, { name: 'draft.txt', mimeType: 'text/plain', category: 'business', bytes: Buffer.from('draft') });
  await signIn(page);
  await page.goto('/files');
  await page.getByRole('button', { name: 'Edit draft.txt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit File' });
  await expect(dialog.getByLabel('Name')).toHaveValue('draft.txt');
  await dialog.getByLabel('Name').fill('final.txt');
  await dialog.getByText('Private', { exact: true }).click();
  await page.screenshot({ path: 'test-results/edit-file-dialog.png' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastOf(page)).toContainText('File updated');
  const card = page.getByTestId('file-card');
  await expect(card).toContainText('final.txt');
  await expect(card.getByRole('img', { name: 'Private' })).toBeVisible();
  const visitorList = await (
    await page.context().browser()?.newContext()
  )?.request.get(new URL('/api/files', page.url()).href);
  expect(await visitorList?.json()).toEqual([]);
});
