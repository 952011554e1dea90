import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { seedProfile, seedProject } from './seed';

/** Home's "About Me" and the skip link in each language (packages/contracts/src/i18n/catalogues/). */
const LANGUAGES = [
  { language: 'en', dir: 'ltr', aboutMe: 'About Me', skipLink: 'Skip to content' },
  { language: 'de', dir: 'ltr', aboutMe: 'Über mich', skipLink: 'Zum Inhalt springen' },
  { language: 'fr', dir: 'ltr', aboutMe: 'À propos de moi', skipLink: 'Aller au contenu' },
  { language: 'es', dir: 'ltr', aboutMe: 'Sobre mí', skipLink: 'Saltar al contenido' },
  { language: 'ar', dir: 'rtl', aboutMe: 'نبذة عني', skipLink: 'انتقل إلى المحتوى' },
] as const;

async function setLanguage(api: APIRequestContext, language: string): Promise<void> {
  const response = await api.put('/api/site', { data: { language } });
  expect(response.status()).toBe(200);
}

const htmlAttribute = (page: Page, name: string) =>
  page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

for (const { language, dir, aboutMe, skipLink } of LANGUAGES) {
  test(`in ${language}: <html lang dir>, Home's texts, and "${skipLink}" as the first Tab stop`, async ({
    page,
    api,
  }) => {
    await seedProfile(api, { name: 'Ada Lovelace', title: 'Analyst', bio: 'I write programs for engines.' });
    await setLanguage(api, language);
    await page.goto('/');
    expect(await htmlAttribute(page, 'lang')).toBe(language);
    expect(await htmlAttribute(page, 'dir')).toBe(dir);
    await expect(page.getByRole('heading', { name: aboutMe })).toBeVisible();
    // The owner's own texts stay as written.
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // Past the header: the hero's first button.
    await expect(page.locator('header').locator(':focus')).toHaveCount(0);
  });
}

test('another page and the toasts follow the language too: Contact in German', async ({ page, api }) => {
  await setLanguage(api, 'de');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Kontakt aufnehmen' })).toBeVisible();
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Der Name muss mindestens 2 Zeichen lang sein')).toBeVisible();
  expect(await page.title()).toMatch(/^Kontakt — /);
});

/** The built file of a catalogue (`errors/de`), from the web build's manifest. */
function catalogueFile(namespaceAndLanguage: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = Object.entries(manifest).find(([source]) =>
    source.endsWith(`/i18n/catalogues/${namespaceAndLanguage}.ts`),
  );
  if (!entry) throw new Error(`${namespaceAndLanguage} is not in the build`);
  return `/${entry[1].file}`;
}

test("Contact's own checks speak German too (a length limit, an address), with the errors catalogue fetched only once the form is used", async ({
  page,
  api,
}) => {
  await setLanguage(api, 'de');
  const errorsCatalogue = catalogueFile('errors/de');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

  await page.goto('/');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Kontakt aufnehmen' })).toBeVisible();
  expect(fetched, 'the errors catalogue, before the form is used').not.toContain(errorsCatalogue);

  await page.getByLabel('Name', { exact: true }).fill('A'.repeat(201));
  await page.getByLabel('E-Mail', { exact: true }).fill('not an address');
  await page.getByLabel('Nachricht', { exact: true }).fill('Eine Nachricht, lang genug.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Höchstens 200 Zeichen')).toBeVisible();
  await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
  await expect(page.getByText(/Must be at most|Invalid email/)).toHaveCount(0);
  expect(fetched).toContain(errorsCatalogue);
});

test('Home in Arabic (light and dark) and German, mirrored right to left in Arabic', async ({
  page,
  api,
}, testInfo) => {
  await seedProfile(api, {
    name: 'Ada Lovelace',
    title: 'Analyst & Engineer',
    bio: 'I write programs for engines that do not exist yet.',
  });
  await seedProject(api, {
    title: 'Analytical Engine',
    description: 'A general-purpose computer.',
    category: 'business',
    tags: ['hardware'],
  });
  await page.setViewportSize({ width: 1280, height: 1000 });
  for (const [language, scheme] of [
    ['ar', 'light'],
    ['ar', 'dark'],
    ['de', 'light'],
  ] as const) {
    await setLanguage(api, language);
    await page.addInitScript((saved) => localStorage.setItem('ui-theme', saved), scheme);
    await page.goto('/');
    await page.locator('#about').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`home-${language}-${scheme}.png`), fullPage: true });
    const brand = await page.locator('header a').first().boundingBox();
    // Mirrored: the brand sits at the header's start, its right in Arabic.
    if (language === 'ar') expect(brand && brand.x).toBeGreaterThan(640);
    else expect(brand && brand.x).toBeLessThan(640);
  }
});
