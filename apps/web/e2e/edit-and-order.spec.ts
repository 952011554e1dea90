import type { Employment, EmploymentInput } from '@folio/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedProject } from './seed';

/** the owner edits projects and employment entries and puts them in order. */

const toastOf = (page: Page) => page.getByTestId('toast').last();

async function seedEmployment(api: APIRequestContext, entry: EmploymentInput): Promise<Employment> {
  const response = await api.post('/api/employment', { data: entry });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Employment;
}

async function openTab(page: Page, name: 'Projects' | 'Employment'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.beforeEach(async ({ page, signIn }) => {
  await signIn(page);
});

test('the owner edits a project in a dialog filled from it, and Home shows the change', async ({ page, api }) => {
  await seedProject(api, { title: 'Loom', description: 'Weaves patterns.', category: 'business', tags: ['cards'] });
  await page.goto('/admin');
  await openTab(page, 'Projects');
  await page.getByRole('button', { name: 'Edit project Loom' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(dialog.getByLabel('Project Title')).toHaveValue('Loom');
  await expect(dialog.getByLabel('Description')).toHaveValue('Weaves patterns.');
  await dialog.getByLabel('Project Title').fill('Jacquard Loom');
  await dialog.getByLabel('Project Link (optional)').fill('https://example.com/loom');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Hobby' }).click();
  await page.screenshot({ path: 'test-results/edit-project-dialog.png' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toastOf(page)).toContainText('Project updated');
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('admin-project');
  await expect(row).toContainText('Jacquard Loom');
  await expect(row).toContainText('Hobby');
  const stored = (await (await api.get('/api/projects')).json()) as { title: string; tags: string[]; link: string }[];
  expect(stored).toEqual([
    expect.objectContaining({ title: 'Jacquard Loom', tags: ['cards'], link: 'https://example.com/loom' }),
  ]);

  await page.goto('/');
  await expect(page.getByTestId('project-card')).toContainText('Jacquard Loom');
  await expect(page.getByText('No business projects yet')).toBeVisible();
});

test('a refused edit keeps the dialog open with what was typed and says so', async ({
  page,
  api,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401 .*projects\.updateProject/);
  await seedProject(api, { title: 'Loom', description: 'Weaves patterns.', category: 'business' });
  await page.goto('/admin');
  await openTab(page, 'Projects');
  await page.getByRole('button', { name: 'Edit project Loom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await dialog.getByLabel('Project Title').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();

  await dialog.getByLabel('Project Title').fill('Unsaved');
  await context.clearCookies();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastOf(page)).toContainText('Failed to update project. Please try again.');
  await expect(dialog.getByLabel('Project Title')).toHaveValue('Unsaved');
});

test('the owner reorders projects with the arrows, and Home follows that order', async ({ page, api }) => {
  for (const title of ['Third', 'Second', 'First']) {
    await seedProject(api, { title, description: `${title} project.`, category: 'business' });
  }
  await page.goto('/admin');
  await openTab(page, 'Projects');
  const rows = page.getByTestId('admin-project');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('First');
  await expect(page.getByRole('button', { name: 'Move First up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Third down' })).toBeDisabled();

  await page.getByRole('button', { name: 'Move First down' }).click();
  await expect(rows.nth(0)).toContainText('Second');
  await expect(rows.nth(1)).toContainText('First');
  await page.getByRole('button', { name: 'Move Third up' }).click();
  await expect(rows.nth(1)).toContainText('Third');
  await expect(rows.nth(2)).toContainText('First');
  await page.screenshot({ path: 'test-results/reordered-projects.png', fullPage: true });

  const stored = (await (await api.get('/api/projects')).json()) as { title: string }[];
  expect(stored.map((p) => p.title)).toEqual(['Second', 'Third', 'First']);
  await page.goto('/');
  await expect(page.getByTestId('project-card')).toHaveText([/Second/, /Third/, /First/]);
});

test('a move the server refuses comes back, with an error toast', async ({ page, api, consoleGuard }) => {
  consoleGuard.allow(/status of 400 .*projects\.reorderProjects/);
  for (const title of ['B', 'A']) await seedProject(api, { title, description: 'x', category: 'hobby' });
  await page.goto('/admin');
  await openTab(page, 'Projects');
  const rows = page.getByTestId('admin-project');
  await expect(rows).toHaveCount(2);
  // Another tab adds a project meanwhile: the order this page sends no longer names every project.
  await seedProject(api, { title: 'C', description: 'x', category: 'hobby' });
  await page.getByRole('button', { name: 'Move A down' }).click();
  await expect(toastOf(page)).toContainText('Failed to save the new order. Please try again.');
  await expect(rows).toHaveText([/C/, /A/, /B/]);
});

test('the owner edits and reorders employment, and Credentials follows', async ({ page, api }) => {
  await seedEmployment(api, { company: 'Older Ltd', position: 'Clerk', startDate: '2010-01', endDate: '2012-12' });
  await seedEmployment(api, { company: 'Newer Ltd', position: 'Engineer', startDate: '2015-01' });
  await page.goto('/admin');
  await openTab(page, 'Employment');
  const rows = page.getByTestId('admin-employment');
  await expect(rows).toHaveText([/Newer Ltd/, /Older Ltd/]);

  await page.getByRole('button', { name: 'Edit employment entry Clerk at Older Ltd' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Employment Entry' });
  await expect(dialog.getByLabel('Company')).toHaveValue('Older Ltd');
  await dialog.getByLabel('Position / Job Title').fill('Senior Clerk');
  await dialog.getByLabel('Location (optional)').fill('Leeds');
  await page.screenshot({ path: 'test-results/edit-employment-dialog.png' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastOf(page)).toContainText('Employment updated');
  await expect(rows.nth(1)).toContainText('Senior Clerk');
  await expect(rows.nth(1)).toContainText('Leeds');
  await expect(rows.nth(1)).toContainText('2010-01 - 2012-12');

  await page.getByRole('button', { name: 'Move Senior Clerk at Older Ltd up' }).click();
  await expect(rows).toHaveText([/Older Ltd/, /Newer Ltd/]);

  await page.goto('/credentials');
  await expect(page.getByTestId('credentials-employment')).toHaveText([/Senior Clerk/, /Engineer/]);
});
