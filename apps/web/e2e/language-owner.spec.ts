import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { seedFile } from './seed';

// Each test signs in and reads several owner pages in a language: more than one page's time on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SCREENSHOTS = process.env.LANGUAGE_SCREENSHOTS_DIR ?? '/tmp';

async function setLanguage(api: APIRequestContext, language: string): Promise<void> {
  const response = await api.put('/api/site', { data: { language } });
  expect(response.status(), await response.text()).toBe(200);
}

test("the owner's Admin, Analytics and Settings follow the site's language (German)", async ({ page, api, signIn }) => {
  // Signed in first: the sign-in page speaks the site's language too, and the fixture fills in its English label.
  await signIn(page);
  await setLanguage(api, 'de');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Projekte' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profil bearbeiten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profil speichern' })).toBeVisible();
  // Validation messages too: the schemas' English, said in German where the form shows them (lib/form-validation.ts).
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page.getByText('Pflichtfeld').first()).toBeVisible();
  await expect(page.getByText('Required')).toHaveCount(0);
  // A message with a value (a length limit) too.
  await page.getByLabel('Name', { exact: true }).fill('A'.repeat(201));
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page.getByText('Höchstens 200 Zeichen')).toBeVisible();
  await page.getByRole('tab', { name: 'Website' }).click();
  await expect(page.getByRole('textbox', { name: 'Name der Website' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('Deutsch');

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seitenaufrufe nach URL' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Letzter Monat' })).toBeAttached();
  // Month names come from Intl in the site's language: the range shown under the picker is German.
  await page.getByText('Letzter Monat').click();
  await expect(page.getByText(/\(UTC-Tage\)/)).toBeVisible();

  // The uploader (the owner's, on Files): its own texts and Uppy's Dashboard from @uppy/locales.
  await page.goto('/files');
  await page.getByRole('button', { name: 'Dateien hochladen' }).first().click();
  const uploader = page.getByRole('dialog', { name: 'Dateien hochladen' });
  await expect(uploader.getByText('Sichtbarkeit')).toBeVisible();
  await expect(uploader.getByRole('button', { name: 'Dateien durchsuchen' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Einstellungen speichern' })).toBeVisible();
  // Mantine's own English label on the password fields' eye button is replaced too.
  await expect(page.getByRole('button', { name: 'Passwort anzeigen oder verbergen' })).toHaveCount(3);
});

test('in Arabic the owner reads Admin right to left', async ({ page, api, signIn }) => {
  // Signed in first: the sign-in page speaks the site's language too, and the fixture fills in its English label.
  await signIn(page);
  await setLanguage(api, 'ar');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Mirrored: the tabs start at the right edge and the form's labels are right-aligned.
  const tabs = page.getByRole('tablist');
  const firstTab = await page.getByRole('tab', { name: 'الملف الشخصي' }).boundingBox();
  const lastTab = await page.getByRole('tab', { name: 'الموقع' }).boundingBox();
  expect(firstTab && lastTab && firstTab.x > lastTab.x).toBe(true);
  await expect(tabs).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/admin-ar.png`, fullPage: true });

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'الإحصاءات' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/analytics-ar.png`, fullPage: true });

  // Back to English: SPEC's words, letter for letter.
  await setLanguage(api, 'en');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test("the owner's Files (delete dialog, actions, categories) and the month picker speak German", async ({
  page,
  api,
  signIn,
}) => {
  await seedFile(api, { name: 'alt.txt', mimeType: 'text/plain', category: 'business', bytes: randomBytes(10) });
  await signIn(page);
  await setLanguage(api, 'de');

  await page.goto('/files');
  await page.getByRole('button', { name: 'alt.txt bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Datei bearbeiten' });
  await expect(edit.getByRole('combobox', { name: 'Kategorie' })).toHaveValue('Beruflich');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'alt.txt löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datei löschen' });
  await expect(dialog).toContainText('Möchten Sie diese Datei wirklich löschen?');
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByTestId('toast')).toContainText('Datei gelöscht');

  // Mantine's month list is named by dayjs, in the site's language once its locale is loaded.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Berufserfahrung' }).click();
  const start = page.getByLabel('Beginn');
  await start.click();
  await page.getByRole('button', { name: 'März', exact: true }).click();
  await expect(start).toHaveText(/^März \d{4}$/);
});

test("a call that never reached the server is said in the site's language, not in the browser's English", async ({
  page,
  api,
  signIn,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_FAILED|Failed to fetch|updateCredentials/);
  await signIn(page);
  await setLanguage(api, 'de');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Qualifikationen' }).click();
  await page.route('**/api/trpc/credentials.updateCredentials**', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Qualifikationen speichern' }).click();
  await expect(page.getByText(/Der Server war nicht erreichbar\./)).toBeVisible();
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
});
