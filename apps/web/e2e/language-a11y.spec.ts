import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { seedProfile, seedProject } from './seed';

// Signs in and checks two pages in two themes per language: more than one page's time on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function setLanguage(api: APIRequestContext, language: string): Promise<void> {
  const response = await api.put('/api/site', { data: { language } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Home's "About Me" and Admin's heading in each language checked (packages/contracts/src/i18n/catalogues/). */
const LANGUAGES = [
  { language: 'ar', aboutMe: 'نبذة عني', admin: 'لوحة الإدارة' },
  { language: 'de', aboutMe: 'Über mich', admin: 'Verwaltung' },
] as const;

for (const { language, aboutMe, admin } of LANGUAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`accessibility in ${language}, ${theme}: Home for a visitor and the owner's Admin`, async ({
      page,
      api,
      signIn,
    }) => {
      await seedProfile(api, {
        name: 'Ada Lovelace',
        title: 'Engineer',
        bio: 'I write programs for engines.',
        github: 'https://github.com/ada',
        email: 'ada@example.com',
      });
      await seedProject(api, {
        title: 'Engine',
        description: 'Notes',
        category: 'business',
        link: 'https://example.com',
        tags: ['math'],
      });
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);

      await setLanguage(api, language);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: aboutMe })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Signed in in English: the fixture fills in the sign-in page's English label.
      await setLanguage(api, 'en');
      await signIn(page);
      await setLanguage(api, language);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: admin })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
}
