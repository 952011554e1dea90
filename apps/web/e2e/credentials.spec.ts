import type { EmploymentInput } from '@folio/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, recordToasts, test } from './fixtures';

async function seedEmployment(api: APIRequestContext, entry: EmploymentInput): Promise<void> {
  const response = await api.post('/api/employment', { data: entry });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('a visitor', () => {
  // The console guard also holds here: asking whether the page is public is an answer, not a 401 in the console.
  test('a visitor gets the Authentication Required toast, sees nothing, and is sent to sign in', async ({ page }) => {
    let employmentRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('employment.listEmployment')) employmentRequests += 1;
    });
    const toasts = await recordToasts(page);
    await page.goto('/credentials');
    await page.waitForURL((url) => url.pathname === '/api/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/credentials');
    expect(toasts).toEqual([
      { title: 'Authentication Required', description: 'Please sign in to view credentials.', variant: 'destructive' },
    ]);
    await expect(page.getByRole('heading', { name: 'Professional Credentials' })).toHaveCount(0);
    expect(employmentRequests).toBe(0);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
  });

  // A full load is rendered on the server with its data; arriving from another page, the page loads it itself.
  test("'Loading...' shows while the page loads after arriving from another page", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.includes('credentials.getVisibleCredentials'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Credentials' }).first().click();
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Professional Credentials' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('a new install shows no invented content: each empty card shows the owner where to fill it', async ({
    page,
  }) => {
    await page.goto('/credentials');
    await expect(page.getByRole('heading', { name: 'Professional Credentials', level: 1 })).toBeVisible();
    await expect(page.getByText('Technical expertise, certifications, and professional achievements')).toBeVisible();
    for (const card of ['Resume & CV', 'Technical Skills', 'Certifications', 'Education', 'Employment History']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    // No resume picked: no button that would do nothing.
    await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Fill in credentials' })).toHaveCount(4);
    await expect(page.getByText('No employment history available yet.')).toBeVisible();
    await page
      .getByRole('region', { name: 'Technical Skills' })
      .getByRole('link', { name: 'Fill in credentials' })
      .click();
    await expect(page).toHaveURL(/\/admin\?tab=credentials$/);
    await expect(page.getByRole('tab', { name: 'Credentials' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a spinner shows while the employment history loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.includes('employment.listEmployment'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Credentials' }).first().click();
    await expect(page.getByRole('status', { name: 'Loading employment history' })).toBeVisible();
    release();
    await expect(page.getByText('No employment history available yet.')).toBeVisible();
  });

  test('employment entries show position, company, industry, period, location and description', async ({
    page,
    api,
  }) => {
    await seedEmployment(api, {
      company: 'Acme Corporation',
      position: 'Senior Engineer',
      industry: 'Software',
      startDate: '2021-03',
      location: 'Berlin, Germany',
      description: 'Led the design system.',
    });
    await seedEmployment(api, { company: 'Initech', position: 'Developer', startDate: '2018-06', endDate: '2021-02' });
    await page.goto('/credentials');

    const entries = page.getByTestId('credentials-employment');
    await expect(entries).toHaveCount(2);
    const current = entries.filter({ hasText: 'Senior Engineer' });
    await expect(current).toContainText('Acme Corporation');
    await expect(current).toContainText('Software');
    await expect(current).toContainText('2021-03 - Present');
    await expect(current).toContainText('Berlin, Germany');
    await expect(current).toContainText('Led the design system.');
    const past = entries.filter({ hasText: 'Developer' });
    await expect(past).toContainText('Initech');
    await expect(past).toContainText('2018-06 - 2021-02');
    await expect(page.getByText('No employment history available yet.')).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious accessibility violation in the ${scheme} theme`, async ({ page, api }) => {
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), scheme);
      await seedEmployment(api, {
        company: 'Acme',
        position: 'Engineer',
        industry: 'Software',
        location: 'Berlin',
        startDate: '2020-01',
      });
      await page.goto('/credentials');
      await expect(page.getByTestId('credentials-employment')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
