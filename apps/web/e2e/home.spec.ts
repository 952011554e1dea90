import { expect, holdAppCode, test } from './fixtures';
import { seedProfile, seedProject } from './seed';

test('an empty site shows the fallbacks, the placeholder image and the empty texts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Name' })).toBeVisible();
  await expect(page.getByText('Professional & Creative')).toBeVisible();
  await expect(page.getByText('Showcasing my work and managing files in one place').first()).toBeVisible();

  const about = page.locator('#about');
  await expect(about.getByRole('heading', { name: 'About Me' })).toBeVisible();
  await expect(about.getByRole('img', { name: 'Profile image' })).toBeVisible();
  for (const label of ['GitHub', 'LinkedIn', 'Twitter', 'Email']) {
    await expect(about.getByRole('link', { name: label })).toHaveCount(0);
  }

  const work = page.locator('#portfolio');
  await expect(work.getByRole('heading', { name: 'My Work' })).toBeVisible();
  await expect(work.getByRole('heading', { name: 'Business Projects' })).toBeVisible();
  await expect(work.getByRole('heading', { name: 'Hobby Projects' })).toBeVisible();
  await expect(work.getByText('No business projects yet')).toBeVisible();
  await expect(work.getByText('No hobby projects yet')).toBeVisible();

  await expect(page.locator('footer')).toHaveText(`© ${String(new Date().getFullYear())} Portfolio`);
});

test('while projects load each group shows three skeleton cards', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/**projects.listProjects**', async (route) => {
    await held;
    await route.continue();
  });
  // A server-rendered Home arrives with its projects; coming from another page, the browser loads them.
  await page.goto('/contact');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('#portfolio').getByTestId('project-card-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByText('No business projects yet')).toBeVisible();
  await expect(page.getByTestId('project-card-skeleton')).toHaveCount(0);
});

test('the profile, its links and the projects by category', async ({ page, api }) => {
  await seedProfile(api, {
    name: 'Ada Lovelace',
    title: 'Analyst & Engineer',
    bio: 'I write programs for engines that do not exist yet.',
    github: 'https://github.com/ada',
    linkedin: 'https://www.linkedin.com/in/ada',
    email: 'ada@example.com',
  });
  await seedProject(api, {
    title: 'Difference Engine Notes',
    description: 'Annotated translation.',
    category: 'business',
    link: 'https://example.com/notes',
    tags: ['math'],
  });
  await seedProject(api, { title: 'Poetical Science', description: 'A hobby.', category: 'hobby' });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText('Analyst & Engineer')).toBeVisible();

  const about = page.locator('#about');
  await expect(about.getByText('I write programs for engines that do not exist yet.')).toBeVisible();
  await expect(about.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/ada');
  await expect(about.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/ada',
  );
  await expect(about.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:ada@example.com');
  await expect(about.getByRole('link', { name: 'Twitter' })).toHaveCount(0);

  const business = page.getByRole('region', { name: 'Business Projects' });
  const hobby = page.getByRole('region', { name: 'Hobby Projects' });
  await expect(business.getByRole('heading', { name: 'Difference Engine Notes' })).toBeVisible();
  await expect(hobby.getByRole('heading', { name: 'Poetical Science' })).toBeVisible();
  await expect(business.getByRole('heading', { name: 'Poetical Science' })).toHaveCount(0);

  const viewProject = business.getByRole('link', { name: 'View Project' });
  await expect(viewProject).toHaveAttribute('href', 'https://example.com/notes');
  await expect(viewProject).toHaveAttribute('target', '_blank');
  await expect(hobby.getByRole('link', { name: 'View Project' })).toHaveCount(0);

  await expect(page.locator('footer')).toHaveText(`© ${String(new Date().getFullYear())} Ada Lovelace`);
});

test('the hero buttons go to the portfolio section and to the files page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '#portfolio');
  await page.getByRole('link', { name: 'View Portfolio' }).click();
  await expect(page).toHaveURL(/#portfolio$/);
  await expect(page.getByRole('heading', { name: 'My Work' })).toBeInViewport();

  await page.getByRole('link', { name: 'Browse Files' }).click();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('heading', { name: 'File Storage' })).toBeVisible();
});

// The server's page is styled whole at its first paint: when the app's code arrives and takes it over (after the
// first paint, src/boot.ts), nothing on the screen moves. Lighthouse counts such moves against the page.
test('on a phone nothing moves when the app takes the server-rendered page over', async ({ context, api }) => {
  await seedProfile(api, {
    name: 'Ada Lovelace',
    title: 'Analyst & Engineer',
    bio: 'I write programs for engines that do not exist yet.',
  });
  await seedProject(api, {
    title: 'Difference Engine Notes',
    description: 'Annotated translation.',
    category: 'business',
  });
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdAppCode(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});

// A visitor's Home hydrates without React Router (app/page-area.tsx): the first move loads it and moves in place,
// and from then on the router has the history, Back and Forward included, with the nav bar following.
test('a visitor moves from Home in place with the nav, and Back and Forward follow', async ({ page, api }) => {
  await seedProfile(api, {
    name: 'Ada Lovelace',
    title: 'Analyst & Engineer',
    bio: 'I write programs for engines that do not exist yet.',
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await page.evaluate(() => Object.assign(window, { stayedInPlace: true }));
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Files' }).click();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('heading', { name: 'File Storage' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Files' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('heading', { name: 'File Storage' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'File Storage' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayedInPlace?: boolean }).stayedInPlace)).toBe(true);
});
