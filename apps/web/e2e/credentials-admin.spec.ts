import { readFile } from 'node:fs/promises';
import type { CredentialsInput } from '@folio/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedFile, seedProfile } from './seed';

/** the owner fills the Credentials page in Admin, makes it public, picks a resume, and moves it as JSON Resume. */

const toastOf = (page: Page) => page.getByTestId('toast').last();

/** Set FOLIO_SCREENSHOTS=dir to keep a picture of each new screen. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.FOLIO_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function seedCredentials(api: APIRequestContext, credentials: CredentialsInput): Promise<void> {
  const response = await api.put('/api/credentials', { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
}

const filled: CredentialsInput = {
  skills: [{ group: 'Languages', items: ['TypeScript', 'SQL'] }],
  certifications: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF', year: '2023' }],
  education: [
    { degree: 'B.Sc. Mathematics', school: 'University of Leeds', years: '2010 – 2013', focus: 'Statistics' },
  ],
  resumeFileId: null,
  isPublic: false,
};

test.describe('the owner', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
  });

  test('fills skills, certifications and education in Admin, orders them, and sees them on /credentials', async ({
    page,
  }) => {
    await page.goto('/admin?tab=credentials');
    await page.getByRole('button', { name: 'Add Skill Group' }).click();
    await page.getByRole('button', { name: 'Add Skill Group' }).click();
    await page.getByLabel('Group', { exact: true }).nth(0).fill('Tools');
    await page.getByLabel('Skills', { exact: true }).nth(0).fill('Docker');
    await page.getByLabel('Skills', { exact: true }).nth(0).press('Enter');
    await page.getByLabel('Group', { exact: true }).nth(1).fill('Languages');
    for (const skill of ['Go', 'Rust']) {
      await page.getByLabel('Skills', { exact: true }).nth(1).fill(skill);
      await page.getByLabel('Skills', { exact: true }).nth(1).press('Enter');
    }
    // Languages first.
    await page.getByRole('button', { name: 'Move skill group 2 up' }).click();
    await expect(page.getByLabel('Group', { exact: true }).nth(0)).toHaveValue('Languages');

    await page.getByRole('button', { name: 'Add Certification' }).click();
    await page.getByLabel('Name', { exact: true }).fill('AWS Certified Developer');
    await page.getByLabel('Issuer', { exact: true }).fill('Amazon Web Services');
    await page.getByLabel('Year (optional)', { exact: true }).fill('2022');

    await page.getByRole('button', { name: 'Add Education' }).click();
    await page.getByLabel('Degree', { exact: true }).fill('M.Sc. Informatics');
    await page.getByLabel('School', { exact: true }).fill('University of Edinburgh');
    await page.getByLabel('Years (optional)', { exact: true }).fill('2014 – 2016');
    await screenshot(page, 'admin-credentials-tab');
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await expect(toastOf(page)).toContainText('Credentials saved');

    await page.goto('/credentials');
    const skillCard = page.getByRole('region', { name: 'Technical Skills' });
    await expect(skillCard).toContainText('Languages');
    await expect(skillCard.getByText('Rust')).toBeVisible();
    const groups = await skillCard
      .locator('p')
      .filter({ hasText: /^(Languages|Tools)$/ })
      .allTextContents();
    expect(groups).toEqual(['Languages', 'Tools']);
    await expect(page.getByRole('region', { name: 'Certifications' })).toContainText('AWS Certified Developer');
    await expect(page.getByRole('region', { name: 'Certifications' })).toContainText('2022');
    await expect(page.getByRole('region', { name: 'Education' })).toContainText('University of Edinburgh');
    // The resume card still points to where to pick one.
    await expect(page.getByRole('link', { name: 'Fill in credentials' })).toHaveCount(1);
    await screenshot(page, 'credentials-filled-owner');
  });

  test('adds, orders, edits and removes languages and awards in Admin, and /credentials shows them', async ({
    page,
    api,
  }) => {
    await seedCredentials(api, { ...filled, languages: [{ language: 'German', fluency: null }] });
    await page.goto('/admin?tab=credentials');
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('German');
    await page.getByRole('button', { name: 'Add Language' }).click();
    await page.getByLabel('Language', { exact: true }).nth(1).fill('French');
    await page.getByLabel('Fluency (optional)', { exact: true }).nth(1).fill('Native speaker');
    await page.getByRole('button', { name: 'Move language 2 up' }).click();
    await expect(page.getByLabel('Language', { exact: true }).nth(0)).toHaveValue('French');
    await page.getByLabel('Fluency (optional)', { exact: true }).nth(1).fill('B2');

    await page.getByRole('button', { name: 'Add Award' }).click();
    await page.getByRole('button', { name: 'Add Award' }).click();
    await page.getByLabel('Title', { exact: true }).nth(0).fill('To be removed');
    await page.getByLabel('Title', { exact: true }).nth(1).fill('Turing Award');
    await page.getByLabel('Awarder (optional)', { exact: true }).nth(1).fill('ACM');
    await page.getByLabel('Date (optional)', { exact: true }).nth(1).fill('2024-05');
    await page.getByLabel('Summary (optional)', { exact: true }).nth(1).fill('For foundational work.');
    await page.getByRole('button', { name: 'Remove award 1' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveCount(1);
    await screenshot(page, 'admin-credentials-languages-awards');
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await expect(toastOf(page)).toContainText('Credentials saved');
    await expect(toastOf(page)).toContainText('Your credentials have been updated successfully.');

    await page.goto('/credentials');
    const languageCard = page.getByRole('region', { name: 'Languages' });
    await expect(languageCard).toContainText('French');
    await expect(languageCard).toContainText('Native speaker');
    await expect(languageCard).toContainText('GermanB2');
    expect((await languageCard.textContent())?.indexOf('French')).toBeLessThan(
      (await languageCard.textContent())?.indexOf('German') ?? 0,
    );
    const awardCard = page.getByRole('region', { name: 'Awards' });
    await expect(awardCard).toContainText('Turing Award');
    await expect(awardCard).toContainText('ACM');
    await expect(awardCard).toContainText('2024-05');
    await expect(awardCard).not.toContainText('To be removed');
  });

  test('a refused award date names the field', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400 .*credentials\.updateCredentials/);
    await page.goto('/admin?tab=credentials');
    await page.getByRole('button', { name: 'Add Award' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Something');
    await page.getByLabel('Date (optional)', { exact: true }).fill('May 2024');
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await expect(toastOf(page)).toContainText('awards.0.date');
    await expect(toastOf(page)).toHaveAttribute('data-variant', 'destructive');
  });

  test('a refused save names the field', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400 .*credentials\.updateCredentials/);
    await page.goto('/admin?tab=credentials');
    await page.getByRole('button', { name: 'Add Certification' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Something');
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await expect(toastOf(page)).toContainText('certifications.0.issuer');
    await expect(toastOf(page)).toHaveAttribute('data-variant', 'destructive');
  });

  test('makes the page public; signed out, a visitor sees it, without empty cards or owner controls', async ({
    page,
    api,
    browser,
    baseURL,
  }) => {
    await seedCredentials(api, { ...filled, education: [] });
    await api.post('/api/employment', { data: { company: 'Initech', position: 'Developer', startDate: '2018-06' } });
    await page.goto('/admin?tab=credentials');
    await page.getByLabel('Public credentials page').check({ force: true });
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await expect(toastOf(page)).toContainText('Credentials saved');

    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const consoleErrors: string[] = [];
    visitorPage.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) consoleErrors.push(message.text());
    });
    const dataRequests: string[] = [];
    visitorPage.on('request', (request) => {
      if (request.url().includes('/api/trpc/')) dataRequests.push(new URL(request.url()).pathname);
    });
    await visitorPage.goto('/credentials');
    await visitorPage.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
    await expect(visitorPage.getByRole('heading', { name: 'Professional Credentials' })).toBeVisible();
    // Rendered on the server with its data: hydrated without asking for it again, and without a warning.
    expect(dataRequests.filter((path) => /credentials|employment/.test(path))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expect(visitorPage.getByRole('region', { name: 'Technical Skills' })).toContainText('TypeScript');
    await expect(visitorPage.getByTestId('credentials-employment')).toContainText('Initech');
    await expect(visitorPage.getByRole('heading', { name: 'Education', exact: true })).toHaveCount(0);
    await expect(visitorPage.getByRole('heading', { name: 'Resume & CV' })).toHaveCount(0);
    await expect(visitorPage.getByRole('link', { name: 'Fill in credentials' })).toHaveCount(0);
    await expect(visitorPage.getByText('Authentication Required')).toHaveCount(0);
    await screenshot(visitorPage, 'credentials-public-visitor');
    expect(new URL(visitorPage.url()).pathname).toBe('/credentials');
    await visitor.close();
  });

  test('picks an uploaded file as the resume, and Download Resume downloads it', async ({ page, api }) => {
    const bytes = Buffer.from('%PDF-1.4 my whole career');
    await seedFile(api, { name: 'Jane Doe CV.pdf', mimeType: 'application/pdf', category: 'business', bytes });
    await seedFile(api, { name: 'holiday.jpg', mimeType: 'image/jpeg', category: 'hobby', bytes: Buffer.from('jpeg') });
    await page.goto('/admin?tab=credentials');
    await page.getByRole('combobox', { name: 'Resume file' }).click();
    await page.getByRole('option', { name: 'Jane Doe CV.pdf' }).click();
    await page.getByRole('button', { name: 'Save Credentials' }).click();
    await expect(toastOf(page)).toContainText('Credentials saved');

    await page.goto('/credentials');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Jane Doe CV.pdf');
    expect(await readFile(await download.path())).toEqual(bytes);
  });

  test('imports a JSON Resume (after confirming) and exports one', async ({ page, api }) => {
    await seedProfile(api, { name: 'Jane Doe', title: 'Engineer', bio: 'Builds things.' });
    await api.post('/api/employment', { data: { company: 'Old Corp', position: 'Intern', startDate: '2010-01' } });
    const document = {
      basics: {
        name: 'Jane Doe',
        label: 'Staff Engineer',
        summary: 'Builds reliable things.',
        email: 'jane@example.com',
      },
      work: [{ name: 'Globex', position: 'Staff Engineer', startDate: '2020-04', summary: 'Platform team.' }],
      skills: [{ name: 'Backend', keywords: ['Go', 'PostgreSQL'] }],
      education: [
        { institution: 'MIT', studyType: 'B.Sc.', area: 'Computer Science', startDate: '2012', endDate: '2016' },
      ],
      certificates: [{ name: 'CKA', issuer: 'CNCF', date: '2021-05-01' }],
      languages: [{ language: 'German', fluency: 'Professional' }],
      awards: [{ title: 'Engineer of the Year', awarder: 'Globex', date: '2022-12' }],
      volunteer: [{ organization: 'Code Club', position: 'Mentor', startDate: '2019-01' }],
      interests: [{ name: 'Chess' }, { name: 'Running' }],
    };
    await page.goto('/admin?tab=credentials');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(document)),
    });
    const dialog = page.getByRole('dialog', { name: 'Import JSON Resume' });
    await expect(dialog).toContainText('resume.json');
    await screenshot(page, 'admin-json-resume-confirm');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(toastOf(page)).toContainText('Resume imported');
    await expect(toastOf(page)).toContainText(
      '1 employment entry, 1 skill group, 1 education entry and 1 certification',
    );
    // The form shows what was imported, and the card what was taken and what was not, per section.
    await expect(page.getByLabel('Group', { exact: true }).nth(0)).toHaveValue('Backend');
    const result = page.getByTestId('json-resume-result');
    await expect(result).toContainText(
      'Imported: basics (1), work (1), skills (1), education (1), languages (1), awards (1), certificates (1).',
    );
    await expect(result).toContainText('Not imported (Folio does not keep these): volunteer (1), interests (2).');
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-json-resume-result');

    await page.goto('/credentials');
    await expect(page.getByTestId('credentials-employment')).toHaveCount(1);
    await expect(page.getByTestId('credentials-employment')).toContainText('Globex');
    await expect(page.getByRole('region', { name: 'Education' })).toContainText('2012 – 2016');
    await expect(page.getByRole('region', { name: 'Languages' })).toContainText('German');
    await expect(page.getByRole('region', { name: 'Awards' })).toContainText('Engineer of the Year');
    await screenshot(page, 'credentials-languages-awards');

    await page.goto('/admin?tab=credentials');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export JSON Resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('resume.json');
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      basics: { label: string };
      work: { name: string }[];
    };
    expect(exported.basics.label).toBe('Staff Engineer');
    expect(exported.work.map((work) => work.name)).toEqual(['Globex']);
  });

  test('a JSON Resume the schema refuses is named in the error toast and changes nothing', async ({
    page,
    api,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400 .*credentials\.importJsonResume/);
    await api.post('/api/employment', { data: { company: 'Old Corp', position: 'Intern', startDate: '2010-01' } });
    await page.goto('/admin?tab=credentials');
    const bad = {
      basics: { email: 'not an email' },
      work: [{ name: 'Globex', position: 'Engineer', startDate: 'spring 2020' }],
    };
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await page.getByRole('dialog', { name: 'Import JSON Resume' }).getByRole('button', { name: 'Import' }).click();
    await expect(toastOf(page)).toContainText('2 problems, listed under JSON Resume.');
    // Every problem, not only the first.
    const problems = page.getByTestId('json-resume-problems').getByRole('listitem');
    await expect(problems).toHaveCount(2);
    await expect(problems.filter({ hasText: 'basics.email' })).toHaveCount(1);
    await expect(problems.filter({ hasText: 'work.0.startDate' })).toHaveCount(1);
    await page.getByTestId('json-resume-problems').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-json-resume-problems');
    const employment = (await (await api.get('/api/employment')).json()) as { company: string }[];
    expect(employment.map((entry) => entry.company)).toEqual(['Old Corp']);
  });
});
