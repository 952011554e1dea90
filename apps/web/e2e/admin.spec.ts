import type { ContactMessage, Employment, EmploymentInput, Project } from '@folio/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, recordToasts, test } from './fixtures';
import { seedProfile, seedProject } from './seed';

/** The toast on screen; the one it replaced may still be fading out. */
const toastOf = (page: Page) => page.getByTestId('toast').last();

async function seedEmployment(api: APIRequestContext, entry: EmploymentInput): Promise<Employment> {
  const response = await api.post('/api/employment', { data: entry });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Employment;
}

async function openTab(page: Page, name: 'Profile' | 'Projects' | 'Employment' | 'Messages'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Picks a month of the year the picker opens on (the current year). */
async function pickMonth(page: Page, field: Locator, month: string): Promise<void> {
  await field.click();
  const dropdownId = await field.getAttribute('aria-controls');
  if (!dropdownId) throw new Error('the month picker did not open');
  await page.locator(`[id="${dropdownId}"]`).getByRole('button', { name: month, exact: true }).click();
}

/** Holds every request matching `procedure` until `release()` is called, so a pending state can be observed. */
async function holdRequests(page: Page, procedure: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes(procedure),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test.describe('signed out', () => {
  test('a visitor gets the Authentication Required toast, sees no admin content, and is sent to sign in', async ({
    page,
  }) => {
    const toasts = await recordToasts(page);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/api/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin');
    expect(toasts).toEqual([
      {
        title: 'Authentication Required',
        description: 'Please sign in to access the admin panel.',
        variant: 'destructive',
      },
    ]);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page);
  });

  // SPEC's four tabs, Credentials before Messages, and Writing after Projects.
  test('the panel opens on the Profile tab with seven tabs', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage your portfolio content')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Profile',
      'Projects',
      'Writing',
      'Employment',
      'Credentials',
      'Messages',
      'Site',
    ]);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  });

  test('a spinner shows while the profile loads', async ({ page }) => {
    const release = await holdRequests(page, 'profile.getProfile');
    await page.goto('/admin');
    await expect(page.getByRole('status', { name: 'Loading profile' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading profile' })).toHaveCount(0);
  });

  test('the profile form is refilled from the stored profile, with empty fields for missing values', async ({
    page,
    api,
  }) => {
    await seedProfile(api, {
      name: 'Ada Lovelace',
      title: 'Analyst',
      bio: 'Notes on the engine.',
      github: 'https://github.com/ada',
    });
    await page.goto('/admin');
    await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Title')).toHaveValue('Analyst');
    await expect(page.getByLabel('Bio')).toHaveValue('Notes on the engine.');
    await expect(page.getByLabel('Bio')).toHaveAttribute('rows', '4');
    await expect(page.getByLabel('GitHub URL')).toHaveValue('https://github.com/ada');
    for (const label of ['Email', 'Phone', 'Location', 'LinkedIn URL', 'Twitter URL', 'Profile Image URL']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
  });

  test('saving the profile shows the toast and the saved values come back after a reload', async ({ page, api }) => {
    await page.goto('/admin');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Title').fill('Rear Admiral');
    await page.getByLabel('Bio').fill('Invented the first compiler.');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('Location').fill('Arlington, VA');
    await page.getByLabel('GitHub URL').fill('https://github.com/grace');
    await page.getByLabel('LinkedIn URL').fill('https://linkedin.com/in/grace');
    await page.getByLabel('Twitter URL').fill('https://x.com/grace');
    await page.getByLabel('Profile Image URL').fill('https://example.com/grace.png');
    await page.getByRole('button', { name: 'Save Profile' }).click();

    await expect(toastOf(page)).toContainText('Profile updated');
    await expect(toastOf(page)).toContainText('Your profile has been updated successfully.');
    const stored = await (await api.get('/api/profile')).json();
    expect(stored).toMatchObject({ name: 'Grace Hopper', phone: '+1 555 0100', twitter: 'https://x.com/grace' });

    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Bio')).toHaveValue('Invented the first compiler.');
    await expect(page.getByLabel('Location')).toHaveValue('Arlington, VA');
    await expect(page.getByLabel('Profile Image URL')).toHaveValue('https://example.com/grace.png');
  });

  test('the profile form shows the schema messages and saves nothing while they stand', async ({ page, api }) => {
    await page.goto('/admin');
    await page.getByLabel('Title').fill('Analyst');
    await page.getByLabel('Bio').fill('Notes.');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('GitHub URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Profile' }).click();

    await expect(page.getByText('Required')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Must be an http(s) URL')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await (await api.get('/api/profile')).json()).toBeNull();
  });

  test('while saving the button says Saving... and cannot be pressed twice', async ({ page, api }) => {
    await seedProfile(api, { name: 'Ada', title: 'Analyst', bio: 'Notes.' });
    await page.goto('/admin');
    await expect(page.getByLabel('Name')).toHaveValue('Ada');
    const release = await holdRequests(page, 'profile.updateProfile');
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('profile.updateProfile')) saves += 1;
    });
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const pending = page.getByRole('button', { name: 'Saving...' });
    await expect(pending).toBeDisabled();
    await page.getByLabel('Name').press('Enter');
    release();
    await expect(toastOf(page)).toContainText('Profile updated');
    expect(saves).toBe(1);
  });

  test('a failed profile save shows the destructive error toast', async ({ page, context, consoleGuard }) => {
    consoleGuard.allow(/status of 401 .*profile\.updateProfile/);
    await page.goto('/admin');
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Title').fill('Analyst');
    await page.getByLabel('Bio').fill('Notes.');
    // The session ends behind the page's back (signed out in another tab): the server refuses the save.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toastOf(page)).toContainText('Error');
    await expect(toastOf(page)).toContainText('Failed to update profile. Please try again.');
    await expect(toastOf(page)).toHaveAttribute('data-variant', 'destructive');
  });

  test.describe('Projects tab', () => {
    test('an empty list invites the owner to create one', async ({ page }) => {
      await page.goto('/admin');
      await openTab(page, 'Projects');
      await expect(page.getByRole('heading', { name: 'Existing Projects' })).toBeVisible();
      await expect(page.getByText('No projects yet. Create one above!')).toBeVisible();
    });

    test('creating a project shows the toast, resets the form and lists the project with its link', async ({
      page,
      api,
    }) => {
      await page.goto('/admin');
      await openTab(page, 'Projects');
      await expect(page.getByRole('heading', { name: 'Add New Project' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Business');

      await page.getByLabel('Project Title').fill('Analytical Engine');
      await page.getByLabel('Description').fill('A general-purpose mechanical computer.');
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Hobby' }).click();
      await page.getByLabel('Image URL').fill('https://example.com/engine.png');
      await page.getByLabel('Project Link').fill('https://example.com/engine');
      await page.getByRole('button', { name: 'Create Project' }).click();

      await expect(toastOf(page)).toContainText('Project created');
      await expect(toastOf(page)).toContainText('Your project has been added successfully.');
      await expect(page.getByLabel('Project Title')).toHaveValue('');
      await expect(page.getByLabel('Description')).toHaveValue('');
      await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Business');
      await expect(page.getByLabel('Project Link')).toHaveValue('');

      const row = page.getByTestId('admin-project');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Analytical Engine');
      await expect(row).toContainText('A general-purpose mechanical computer.');
      await expect(row).toContainText('Hobby');
      const link = row.getByRole('link', { name: 'View Project' });
      await expect(link).toHaveAttribute('href', 'https://example.com/engine');
      await expect(link).toHaveAttribute('target', '_blank');

      const stored = (await (await api.get('/api/projects')).json()) as Project[];
      expect(stored).toEqual([
        expect.objectContaining({
          title: 'Analytical Engine',
          category: 'hobby',
          imageUrl: 'https://example.com/engine.png',
          tags: [],
        }),
      ]);
    });

    test('a project without a link has no View Project link; optional fields may stay empty', async ({ page }) => {
      await page.goto('/admin');
      await openTab(page, 'Projects');
      await page.getByLabel('Project Title').fill('Notebook');
      await page.getByLabel('Description').fill('Plain notes.');
      await page.getByRole('button', { name: 'Create Project' }).click();
      const row = page.getByTestId('admin-project');
      await expect(row).toContainText('Notebook');
      await expect(row).toContainText('Business');
      await expect(row.getByRole('link', { name: 'View Project' })).toHaveCount(0);
    });

    test('the project form requires a title and a description', async ({ page, api }) => {
      await page.goto('/admin');
      await openTab(page, 'Projects');
      await page.getByLabel('Project Link').fill('ftp://example.com');
      await page.getByRole('button', { name: 'Create Project' }).click();
      await expect(page.getByText('Required')).toHaveCount(2);
      await expect(page.getByText('Must be an http(s) URL')).toBeVisible();
      expect(await (await api.get('/api/projects')).json()).toEqual([]);
    });

    test('while creating the button says Creating... and cannot be pressed twice', async ({ page, api }) => {
      await page.goto('/admin');
      await openTab(page, 'Projects');
      const release = await holdRequests(page, 'projects.createProject');
      await page.getByLabel('Project Title').fill('Once');
      await page.getByLabel('Description').fill('Created exactly once.');
      await page.getByRole('button', { name: 'Create Project' }).click();
      await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
      await page.getByLabel('Project Title').press('Enter');
      release();
      await expect(toastOf(page)).toContainText('Project created');
      expect(await (await api.get('/api/projects')).json()).toHaveLength(1);
    });

    test('deleting asks first: Cancel keeps the project, Delete removes it', async ({ page, api }) => {
      await seedProject(api, { title: 'Keep or not', description: 'Decide.', category: 'business' });
      await page.goto('/admin');
      await openTab(page, 'Projects');
      const row = page.getByTestId('admin-project');
      await expect(row).toContainText('Keep or not');

      await row.getByRole('button', { name: 'Delete project Keep or not' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Project' });
      await expect(dialog).toContainText('Are you sure you want to delete this project? This action cannot be undone.');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row).toHaveCount(1);

      await row.getByRole('button', { name: 'Delete project Keep or not' }).click();
      await page.getByRole('dialog', { name: 'Delete Project' }).getByRole('button', { name: 'Delete' }).click();
      await expect(toastOf(page)).toContainText('Project deleted');
      await expect(toastOf(page)).toContainText('The project has been removed successfully.');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('No projects yet. Create one above!')).toBeVisible();
      expect(await (await api.get('/api/projects')).json()).toEqual([]);
    });

    test('deleting a project that is already gone shows the error toast', async ({ page, api, consoleGuard }) => {
      consoleGuard.allow(/status of 404 .*projects\.deleteProject/);
      const project = await seedProject(api, { title: 'Gone', description: 'Deleted elsewhere.', category: 'hobby' });
      await page.goto('/admin');
      await openTab(page, 'Projects');
      await expect(page.getByTestId('admin-project')).toContainText('Gone');
      expect((await api.delete(`/api/projects/${project.id}`)).ok()).toBe(true);

      await page.getByRole('button', { name: 'Delete project Gone' }).click();
      await page.getByRole('dialog', { name: 'Delete Project' }).getByRole('button', { name: 'Delete' }).click();
      await expect(toastOf(page)).toContainText('Failed to delete project. Please try again.');
      await expect(toastOf(page)).toHaveAttribute('data-variant', 'destructive');
    });

    test('a refused create shows the error toast and keeps what was typed', async ({ page, context, consoleGuard }) => {
      consoleGuard.allow(/status of 401 .*projects\.createProject/);
      await page.goto('/admin');
      await openTab(page, 'Projects');
      await page.getByLabel('Project Title').fill('Unsaved');
      await page.getByLabel('Description').fill('The session ended.');
      await context.clearCookies();
      await page.getByRole('button', { name: 'Create Project' }).click();
      await expect(toastOf(page)).toContainText('Failed to create project. Please try again.');
      await expect(page.getByLabel('Project Title')).toHaveValue('Unsaved');
    });
  });

  test.describe('Employment tab', () => {
    const year = String(new Date().getFullYear());

    test('an empty history invites the owner to add one', async ({ page }) => {
      await page.goto('/admin');
      await openTab(page, 'Employment');
      await expect(page.getByRole('heading', { name: 'Employment History', exact: true })).toBeVisible();
      await expect(page.getByText('No employment history yet. Add one above!')).toBeVisible();
    });

    test('adding a current job with the month picker lists it as start - Present and resets the form', async ({
      page,
      api,
    }) => {
      await page.goto('/admin');
      await openTab(page, 'Employment');
      await expect(page.getByRole('heading', { name: 'Add Employment History' })).toBeVisible();
      await page.getByLabel('Company').fill('Analytical Engines Ltd');
      await page.getByLabel('Position / Job Title').fill('Lead Programmer');
      await page.getByLabel('Industry').fill('Computing');
      await pickMonth(page, page.getByLabel('Start Date'), 'Mar');
      await expect(page.getByLabel('Start Date')).toHaveText(`March ${year}`);
      await page.getByLabel('Location').fill('London');
      await page.getByLabel('Description').fill('Wrote the first published algorithm.');
      await page.getByRole('button', { name: 'Add Employment' }).click();

      await expect(toastOf(page)).toContainText('Employment added');
      await expect(toastOf(page)).toContainText('Your employment history has been added successfully.');
      await expect(page.getByLabel('Company')).toHaveValue('');
      await expect(page.getByLabel('Start Date')).toHaveText('Pick a month');

      const row = page.getByTestId('admin-employment');
      await expect(row).toContainText('Lead Programmer');
      await expect(row).toContainText('Analytical Engines Ltd');
      await expect(row).toContainText('Computing');
      await expect(row).toContainText('London');
      await expect(row).toContainText(`${year}-03 - Present`);
      await expect(row).toContainText('Wrote the first published algorithm.');

      const stored = (await (await api.get('/api/employment')).json()) as Employment[];
      expect(stored).toEqual([
        expect.objectContaining({ startDate: `${year}-03`, endDate: null, industry: 'Computing' }),
      ]);
    });

    test('an ended job shows its end month; an end before the start is refused', async ({ page }) => {
      await page.goto('/admin');
      await openTab(page, 'Employment');
      await page.getByLabel('Company').fill('Initech');
      await page.getByLabel('Position / Job Title').fill('Developer');
      await pickMonth(page, page.getByLabel('Start Date'), 'May');
      await pickMonth(page, page.getByLabel('End Date'), 'Feb');
      await page.getByRole('button', { name: 'Add Employment' }).click();
      await expect(page.getByText('End date must not be before the start date')).toBeVisible();

      await pickMonth(page, page.getByLabel('End Date'), 'Aug');
      await page.getByRole('button', { name: 'Add Employment' }).click();
      await expect(toastOf(page)).toContainText('Employment added');
      await expect(page.getByTestId('admin-employment')).toContainText(`${year}-05 - ${year}-08`);
    });

    test('company, position and start date are required', async ({ page, api }) => {
      await page.goto('/admin');
      await openTab(page, 'Employment');
      await page.getByRole('button', { name: 'Add Employment' }).click();
      await expect(page.getByText('Required')).toHaveCount(3);
      expect(await (await api.get('/api/employment')).json()).toEqual([]);
    });

    test('while adding the button says Adding... and cannot be pressed twice', async ({ page, api }) => {
      await page.goto('/admin');
      await openTab(page, 'Employment');
      const release = await holdRequests(page, 'employment.createEmployment');
      await page.getByLabel('Company').fill('Once Inc');
      await page.getByLabel('Position / Job Title').fill('Engineer');
      await pickMonth(page, page.getByLabel('Start Date'), 'Jan');
      await page.getByRole('button', { name: 'Add Employment' }).click();
      await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled();
      await page.getByLabel('Company').press('Enter');
      release();
      await expect(toastOf(page)).toContainText('Employment added');
      expect(await (await api.get('/api/employment')).json()).toHaveLength(1);
    });

    test('deleting asks first: Cancel keeps the entry, Delete removes it', async ({ page, api }) => {
      await seedEmployment(api, { company: 'Acme', position: 'Engineer', startDate: '2020-01', endDate: '2022-12' });
      await page.goto('/admin');
      await openTab(page, 'Employment');
      const row = page.getByTestId('admin-employment');
      await expect(row).toContainText('2020-01 - 2022-12');

      await row.getByRole('button', { name: 'Delete employment entry Engineer at Acme' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Employment Entry' });
      await expect(dialog).toContainText(
        'Are you sure you want to delete this employment entry? This action cannot be undone.',
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toHaveCount(1);

      await row.getByRole('button', { name: 'Delete employment entry Engineer at Acme' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Employment Entry' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(toastOf(page)).toContainText('Employment deleted');
      await expect(toastOf(page)).toContainText('The employment entry has been removed successfully.');
      await expect(page.getByText('No employment history yet. Add one above!')).toBeVisible();
    });

    test('failures to add or delete show their error toasts', async ({ page, api, context, consoleGuard }) => {
      consoleGuard.allow(/status of 404 .*employment\.deleteEmployment/);
      consoleGuard.allow(/status of 401 .*employment\.createEmployment/);
      const entry = await seedEmployment(api, { company: 'Acme', position: 'Engineer', startDate: '2020-01' });
      await page.goto('/admin');
      await openTab(page, 'Employment');
      await expect(page.getByTestId('admin-employment')).toContainText('2020-01 - Present');
      expect((await api.delete(`/api/employment/${entry.id}`)).ok()).toBe(true);
      await page.getByRole('button', { name: 'Delete employment entry Engineer at Acme' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Employment Entry' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(toastOf(page)).toContainText('Failed to delete employment. Please try again.');

      await page.getByLabel('Company').fill('Initech');
      await page.getByLabel('Position / Job Title').fill('Developer');
      await pickMonth(page, page.getByLabel('Start Date'), 'Jan');
      await context.clearCookies();
      await page.getByRole('button', { name: 'Add Employment' }).click();
      await expect(toastOf(page)).toContainText('Failed to add employment. Please try again.');
    });
  });

  test.describe('Messages tab', () => {
    test('with no messages it says so', async ({ page }) => {
      await page.goto('/admin');
      await openTab(page, 'Messages');
      await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
      await expect(page.getByText('No messages yet.')).toBeVisible();
    });

    test('a message sent through the contact form shows with sender, email, local date and subject', async ({
      page,
      api,
      playwright,
      baseURL,
      clientAddress,
    }) => {
      const visitor = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
      });
      const withSubject = await visitor.post('/api/contact', {
        data: {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          subject: 'Compilers',
          message: 'Shall we build one together?',
        },
      });
      expect(withSubject.status()).toBe(201);
      const withoutSubject = await visitor.post('/api/contact', {
        data: { name: 'Alan Turing', email: 'alan@example.com', message: 'Enjoyed the portfolio very much.' },
      });
      expect(withoutSubject.status()).toBe(201);
      await visitor.dispose();

      const stored = (await (await api.get('/api/contact-messages')).json()) as ContactMessage[];
      const grace = stored.find((message) => message.name === 'Grace Hopper');
      if (!grace) throw new Error('the message was not stored');

      await page.goto('/admin');
      await openTab(page, 'Messages');
      const cards = page.getByTestId('contact-message');
      await expect(cards).toHaveCount(2);
      const graceCard = cards.filter({ hasText: 'Grace Hopper' });
      await expect(graceCard).toContainText('grace@example.com');
      await expect(graceCard).toContainText('Subject: Compilers');
      await expect(graceCard).toContainText('Shall we build one together?');
      const localDate = await page.evaluate((iso) => new Date(iso).toLocaleString(), grace.createdAt);
      await expect(graceCard).toContainText(localDate);
      const alanCard = cards.filter({ hasText: 'Alan Turing' });
      await expect(alanCard).toContainText('Enjoyed the portfolio very much.');
      await expect(alanCard).not.toContainText('Subject:');
    });
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`every tab has no serious accessibility violation in the ${scheme} theme`, async ({ page, api }) => {
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), scheme);
      // Without transitions the dialog is checked as it finally looks, not half faded in.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await seedProfile(api, { name: 'Ada', title: 'Analyst', bio: 'Notes.' });
      await seedProject(api, {
        title: 'Engine',
        description: 'Gears.',
        category: 'business',
        link: 'https://example.com',
      });
      await seedEmployment(api, {
        company: 'Acme',
        position: 'Engineer',
        industry: 'Software',
        location: 'Berlin',
        startDate: '2020-01',
      });
      await api.post('/api/contact', {
        data: { name: 'Grace', email: 'grace@example.com', subject: 'Hi', message: 'Hello there, owner!' },
      });

      await page.goto('/admin');
      await expect(page.getByLabel('Name')).toHaveValue('Ada');
      await expectNoSeriousA11yViolations(page);
      await openTab(page, 'Projects');
      await expect(page.getByTestId('admin-project')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await openTab(page, 'Employment');
      await expect(page.getByTestId('admin-employment')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Delete employment entry Engineer at Acme' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete Employment Entry' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await openTab(page, 'Messages');
      await expect(page.getByTestId('contact-message')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
