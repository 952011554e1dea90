import { randomBytes } from 'node:crypto';
import { expect, holdAppCode, test } from './fixtures';
import { seedFile } from './seed';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor sees the files but no upload or delete controls', async ({ page, api }) => {
  await seedFile(api, {
    name: 'brochure.pdf',
    mimeType: 'application/pdf',
    category: 'business',
    bytes: randomBytes(2048),
  });
  await page.goto('/files');
  await expect(page.getByRole('heading', { name: 'File Storage' })).toBeVisible();
  await expect(page.getByText('Upload, organize, and manage your business and hobby files')).toBeVisible();
  await expect(page.getByTestId('file-card')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Download brochure.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: /upload/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
});

test("a file's buttons name themselves in a tooltip: after 700 ms of hovering, at once from one to the next", async ({
  page,
  api,
  signIn,
}) => {
  await seedFile(api, {
    name: 'slides.pdf',
    mimeType: 'application/pdf',
    category: 'business',
    bytes: randomBytes(512),
    visibility: 'private',
  });
  await signIn(page);
  await page.goto('/files');
  await page.clock.install();
  const card = page.getByTestId('file-card').filter({ hasText: 'slides.pdf' });
  const tooltip = page.getByRole('tooltip');

  // The page's time also flows on its own: checked at 400 ms, not just before 700, so that a busy machine's slow
  // steps between the hover and the check cannot reach the delay.
  await card.getByRole('link', { name: 'Download slides.pdf' }).hover();
  await page.clock.runFor(400);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(400);
  await expect(tooltip).toHaveText('Download');

  // docs/spec.md §9's skip delay: the next button's tooltip follows without waiting again (once the last has faded).
  await card.getByRole('button', { name: 'Edit slides.pdf' }).hover();
  await page.clock.runFor(150);
  await expect(tooltip).toHaveText('Edit');
  await card.getByRole('button', { name: 'Delete slides.pdf' }).hover();
  await page.clock.runFor(150);
  await expect(tooltip).toHaveText('Delete');

  await page.mouse.move(0, 0);
  await page.clock.runFor(1000);
  await expect(tooltip).toHaveCount(0);
  await card.getByTestId('private-mark').hover();
  await page.clock.runFor(400);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(400);
  await expect(tooltip).toHaveText('Private: only you can see this file');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('a keyboard reaches the same names: focusing a button shows its tooltip', async ({ page, api }) => {
  await seedFile(api, { name: 'notes.txt', mimeType: 'text/plain', category: 'business', bytes: randomBytes(64) });
  await page.goto('/files');
  const download = page.getByRole('link', { name: 'Download notes.txt' });
  await download.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(download).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Download');
});

test('an empty store says so, and only the owner gets the first-upload button', async ({ page, signIn }) => {
  await page.goto('/files');
  await expect(page.getByText('No files uploaded yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Your First File' })).toHaveCount(0);

  await signIn(page);
  await page.goto('/files');
  await expect(page.getByText('No files uploaded yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Your First File' })).toBeVisible();
});

test('the owner uploads a real file through the uploader and downloads the same bytes', async ({ page, signIn }) => {
  const bytes = randomBytes(150 * 1024);
  await signIn(page);
  await page.goto('/files');
  await page.getByRole('tab', { name: 'Hobby' }).click();
  await page.getByRole('button', { name: 'Upload Files' }).click();

  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input.uppy-Dashboard-input').first().setInputFiles({
    name: 'field-notes.bin',
    mimeType: 'application/octet-stream',
    buffer: bytes,
  });
  // No automatic start: the file waits until the owner confirms.
  await expect(dialog.getByText('field-notes.bin')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();

  await expect(dialog).toBeHidden();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Upload successful');
  await expect(toast).toContainText('1 file(s) uploaded successfully.');

  // Registered with the active tab's category, shown with SPEC's size display.
  const card = page.getByTestId('file-card').filter({ hasText: 'field-notes.bin' });
  await expect(card).toContainText('150.0 KB');
  await expect(card).toContainText('hobby');
  await expect(page.getByTestId('stat-hobby-files')).toHaveText('1');

  const download = card.getByRole('link', { name: 'Download field-notes.bin' });
  await expect(download).toHaveAttribute('target', '_blank');
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/objects\/uploads\//);
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(Buffer.compare(await response.body(), bytes)).toBe(0);
});

test('an uploaded image is its own thumbnail; the upload category is business on the All tab', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await page.goto('/files');
  await page.getByRole('button', { name: 'Upload Your First File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await dialog
    .locator('input.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('file-card').filter({ hasText: 'dot.png' });
  await expect(card).toContainText('business');
  await expect(card).toContainText(`${String(PNG_1X1.length)} B`);
  const thumbnail = card.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/objects\/uploads\//);
  // A WebP thumbnail (never enlarged) of the card's width; srcset's width descriptors make a 1 px image's
  // naturalWidth round to 0, so the loaded thumbnail is checked by what the browser fetched.
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\?w=\d+$/);
  const fetched = await page.request.get(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('image/webp');
});

test('counters, search, category tabs and the grid/list switch', async ({ page, api }) => {
  await seedFile(api, {
    name: 'Annual Report.pdf',
    mimeType: 'application/pdf',
    category: 'business',
    bytes: randomBytes(3 * 1024 * 1024),
  });
  await seedFile(api, { name: 'holiday-video.mp4', mimeType: 'video/mp4', category: 'hobby', bytes: randomBytes(512) });
  await seedFile(api, { name: 'report-draft.txt', mimeType: 'text/plain', category: 'hobby', bytes: randomBytes(10) });

  await page.goto('/files');
  await expect(page.getByTestId('stat-total-files')).toHaveText('3');
  await expect(page.getByTestId('stat-business-files')).toHaveText('1');
  await expect(page.getByTestId('stat-hobby-files')).toHaveText('2');
  await expect(page.getByTestId('file-card')).toHaveCount(3);

  const search = page.getByPlaceholder('Search files...');
  await search.fill('REPORT');
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Hobby' }).click();
  await expect(page.getByTestId('file-card')).toHaveCount(1);
  await expect(page.getByTestId('file-card')).toContainText('report-draft.txt');

  await search.fill('nothing like this');
  await expect(page.getByText('No files match your search')).toBeVisible();
  await search.fill('');
  await page.getByRole('tab', { name: 'All' }).click();

  // Grid is the default; the list shows rows with the upload date and a Download button.
  await expect(page.getByTestId('file-grid')).toBeVisible();
  await page.locator('label', { hasText: 'List view' }).click();
  await expect(page.getByTestId('file-grid')).toHaveCount(0);
  const rows = page.getByTestId('file-row');
  await expect(rows).toHaveCount(3);
  const report = rows.filter({ hasText: 'Annual Report.pdf' });
  await expect(report).toContainText('3.0 MB');
  await expect(report).toContainText('business');
  await expect(report.getByRole('link', { name: 'Download Annual Report.pdf' })).toHaveText('Download');
  await page.locator('label', { hasText: 'Grid view' }).click();
  await expect(page.getByTestId('file-card')).toHaveCount(3);
});

test('deleting asks for confirmation; Cancel keeps the file, Delete removes it', async ({ page, api, signIn }) => {
  await seedFile(api, { name: 'old.txt', mimeType: 'text/plain', category: 'business', bytes: randomBytes(10) });
  await seedFile(api, { name: 'keep.txt', mimeType: 'text/plain', category: 'business', bytes: randomBytes(10) });
  await signIn(page);
  await page.goto('/files');

  await page.getByRole('button', { name: 'Delete old.txt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete File' });
  await expect(dialog).toContainText('Are you sure you want to delete this file? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('file-card')).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete old.txt' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText('File deleted');
  await expect(page.getByTestId('toast')).toContainText('The file has been successfully deleted.');
  await expect(page.getByTestId('file-card')).toHaveCount(1);
  await expect(page.getByTestId('file-card')).toContainText('keep.txt');
  expect((await api.get('/api/files')).ok()).toBe(true);
  expect(await (await api.get('/api/files')).json()).toHaveLength(1);
});

test('shows Loading files... until the list arrives', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/**files.listFiles**', async (route) => {
    await held;
    await route.continue();
  });
  // A server-rendered /files arrives with its list; coming from Home, the browser loads it.
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse Files' }).click();
  await expect(page.getByText('Loading files...')).toBeVisible();
  release();
  await expect(page.getByText('No files uploaded yet')).toBeVisible();
});

// The page's code comes after its first paint (src/boot.ts): a visitor may search and pick a tab before it runs.
test('a search typed and a tab picked before the page’s code has arrived apply once it has', async ({
  browser,
  baseURL,
  api,
}) => {
  await seedFile(api, {
    name: 'Annual Report.pdf',
    mimeType: 'application/pdf',
    category: 'business',
    bytes: randomBytes(64),
  });
  await seedFile(api, { name: 'report-draft.txt', mimeType: 'text/plain', category: 'hobby', bytes: randomBytes(10) });
  await seedFile(api, { name: 'holiday-video.mp4', mimeType: 'video/mp4', category: 'hobby', bytes: randomBytes(512) });
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  const release = await holdAppCode(page);
  await page.goto('/files');
  await page.getByPlaceholder('Search files...').fill('report');
  await page.getByRole('tab', { name: 'Hobby' }).click();
  await expect(page.getByTestId('file-card')).toHaveCount(3);

  release();
  await expect(page.getByTestId('file-card')).toHaveCount(1);
  await expect(page.getByTestId('file-card')).toContainText('report-draft.txt');
  await expect(page.getByPlaceholder('Search files...')).toHaveValue('report');
  await visitor.close();
});
