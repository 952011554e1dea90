import { randomBytes } from 'node:crypto';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { seedFile, seedProfile, seedProject } from './seed';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
    });

    test('home, empty and filled', async ({ page, api }) => {
      await page.goto('/');
      await expect(page.getByText('No hobby projects yet')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await seedProfile(api, {
        name: 'Ada Lovelace',
        title: 'Engineer',
        bio: 'Bio',
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
      await page.reload();
      await expect(page.getByRole('link', { name: 'View Project' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('files as the owner, in grid and list views, and the delete dialog', async ({ page, api, signIn }) => {
      await seedFile(api, {
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        category: 'business',
        bytes: randomBytes(100),
      });
      await seedFile(api, { name: 'clip.mp4', mimeType: 'video/mp4', category: 'hobby', bytes: randomBytes(100) });
      await signIn(page);
      await page.goto('/files');
      await expect(page.getByTestId('file-card')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await page.locator('label', { hasText: 'List view' }).click();
      await expect(page.getByTestId('file-row')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Delete notes.pdf' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete File' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('contact with validation messages, and its success panel', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
      await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
      await page.getByLabel('Message', { exact: true }).fill('Hello from the accessibility test.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the 404 page and the open mobile menu', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 404 .*\/missing\)$/);
      await page.goto('/missing');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
