import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedProfile } from './seed';

/** The owner chooses a résumé generated from the profile in Admin, with its preview; a visitor downloads it. */

const run = promisify(execFile);

/** Set FOLIO_SCREENSHOTS=dir to keep a picture of each new screen. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.FOLIO_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function seedSite(api: APIRequestContext): Promise<void> {
  await seedProfile(api, {
    name: 'Mara Lindqvist-Okafor',
    title: 'Staff Engineer',
    bio: 'I build calm, fast systems.',
  });
  for (const job of [
    { company: 'Nordlicht GmbH', position: 'Staff Engineer', startDate: '2021-04', endDate: null },
    { company: 'Acme AB', position: 'Senior Engineer', startDate: '2017-01', endDate: '2021-03' },
  ]) {
    const response = await api.post('/api/employment', { data: job });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const credentials = await api.put('/api/credentials', {
    data: {
      skills: [{ group: 'Languages', items: ['TypeScript', 'Rust'] }],
      certifications: [],
      education: [],
      resumeFileId: null,
      isPublic: true,
    },
  });
  expect(credentials.ok(), await credentials.text()).toBe(true);
}

test('the owner chooses a generated résumé in Admin and sees it in the live preview before saving', async ({
  page,
  signIn,
  api,
}) => {
  // Seeding, signing in, Admin's largest tab and the server typesetting a preview per change, in one test.
  test.slow();
  await seedSite(api);
  await signIn(page);
  await page.goto('/admin?tab=credentials');
  const card = page.getByRole('form', { name: 'Résumé' });
  await card.getByText('Generated from my profile', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'Generated from my profile' })).toBeChecked();
  await card.getByText('Modern', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'Modern' })).toBeChecked();

  // The preview follows the choices not yet saved: the modern template's pages, drawn by the server.
  const preview = card.getByTestId('resume-preview');
  await expect(preview).toHaveAttribute('src', /template=modern/);
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  // Leaving Projects out takes it out of what the preview draws.
  await card.getByRole('checkbox', { name: 'Projects' }).uncheck();
  await expect(preview).not.toHaveAttribute('src', /projects/);
  await preview.scrollIntoViewIfNeeded();
  await screenshot(page, 'resume-admin');

  await card.getByRole('button', { name: 'Save Résumé' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Résumé saved');
  const saved = await (await api.get('/api/resume/settings')).json();
  expect(saved).toMatchObject({ source: 'generated', template: 'modern' });
  expect(saved.sections).not.toContain('projects');
});

test('a visitor downloads the generated résumé from the Credentials page, named after the owner', async ({
  page,
  api,
}) => {
  await seedSite(api);
  const settings = await api.put('/api/resume/settings', {
    data: { source: 'generated', template: 'classic', paper: 'A4', sections: ['summary', 'experience'], photo: false },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  await page.goto('/credentials');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Resume' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Mara-Lindqvist-Okafor-CV.pdf');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-resume-e2e-'));
  try {
    const saved = path.join(dir, 'resume.pdf');
    await file.saveAs(saved);
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
    const { stdout } = await run('pdftotext', [saved, '-']);
    expect(stdout.trimStart().startsWith('Mara Lindqvist-Okafor')).toBe(true);
    expect(stdout.indexOf('Nordlicht GmbH')).toBeLessThan(stdout.indexOf('Acme AB'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
