import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { seedPost, seedProfile } from './seed';

const BODY = [
  'Folio renders **Markdown** on the server.',
  '',
  '| Engine | Year |',
  '|---|--:|',
  '| Difference | 1822 |',
  '| Analytical | 1837 |',
  '',
  '- [x] tables',
  '- [ ] more',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '<script>window.hacked = true</script>',
  '[a bad link](javascript:window.hacked=true)',
].join('\n');

test.describe('writing', () => {
  test('a published post appears in the nav, the list and its own server-rendered page; drafts do not', async ({
    page,
    api,
    browser,
  }) => {
    await seedProfile(api, { name: 'Ada Lovelace', title: 'Analyst', bio: 'Writes about engines.' });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' })).toHaveCount(0);

    await seedPost(api, {
      title: 'Older notes',
      body: 'First.',
      status: 'published',
      tags: ['notes'],
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    const post = await seedPost(api, {
      title: 'Tables and code',
      body: BODY,
      status: 'published',
      tags: ['markdown', 'notes'],
      summary: 'How Folio shows a post.',
    });
    await seedPost(api, { title: 'Secret draft', body: 'Not yet.', status: 'draft' });

    // As a visitor, in a browser of their own.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' }).click();
    await expect(visitor).toHaveURL(/\/writing$/);
    await expect(visitor.getByRole('heading', { level: 2 })).toHaveText(['Tables and code', 'Older notes']);
    await expect(visitor.getByText('Secret draft')).toHaveCount(0);
    await visitor.screenshot({ path: 'test-results/writing-list.png', fullPage: true });

    await visitor.getByRole('link', { name: 'Tables and code' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Tables and code' })).toBeVisible();
    await expect(visitor).toHaveTitle('Tables and code — Ada Lovelace');
    await expect(visitor.getByRole('table')).toContainText('Analytical');
    await expect(visitor.locator('pre.shiki')).toContainText('const answer: number = 42;');
    await expect(visitor.getByText('a bad link')).not.toHaveAttribute('href', /.+/);
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    await expect(
      visitor.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: 'Older notes' }),
    ).toBeVisible();
    await visitor.screenshot({ path: 'test-results/writing-post.png', fullPage: true });
    await visitor.close();

    // What crawlers get, without JavaScript.
    const html = await (await api.get(`/writing/${post.slug}`)).text();
    expect(html).toContain('<title>Tables and code — Ada Lovelace</title>');
    expect(html).toContain('<meta name="description" content="How Folio shows a post.">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/writing/${post.slug}">`));
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"author":{"@type":"Person","name":"Ada Lovelace"');
    expect(html).toContain('<table>');
    expect(html).not.toContain('<script>window.hacked');
    for (const path of ['/', '/writing']) {
      expect(await (await api.get(path)).text()).toMatch(
        /<link rel="alternate" type="application\/atom\+xml" title="Ada Lovelace — Writing" href="[^"]+\/feed.xml">/,
      );
    }
  });

  test('tags filter the list, a draft and an unknown post are 404 to visitors', async ({ page, api, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await seedPost(api, { title: 'About SQL', body: 'Rows.', status: 'published', tags: ['sql'] });
    await seedPost(api, { title: 'About CSS', body: 'Boxes.', status: 'published', tags: ['css'] });
    const draft = await seedPost(api, { title: 'Draft', body: 'Soon.', status: 'draft' });

    await page.goto('/writing?tag=sql');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['About SQL']);
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['About CSS', 'About SQL']);

    const missing = await page.request.get('/writing/no-such-post', { headers: { cookie: '' } });
    expect(missing.status()).toBe(404);
    await page.context().clearCookies();
    const hidden = await page.goto(`/writing/${draft.slug}`);
    expect(hidden?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the search box on /writing finds posts by their words', async ({ page, api }) => {
    await seedPost(api, { title: 'Engines of difference', body: 'Tables of polynomials.', status: 'published' });
    await seedPost(api, { title: 'On weaving', body: 'Looms.', status: 'published' });
    await page.goto('/writing');
    await page.getByRole('textbox', { name: 'Search posts and projects' }).fill('polynomials');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/writing\?q=polynomials$/);
    await expect(
      page.getByRole('list', { name: 'Results for polynomials' }).getByRole('heading', { level: 2 }),
    ).toHaveText(['Engines of difference']);
    await expect(page.getByText('Tables of polynomials')).toBeVisible();
  });

  test('pages past 20 posts', async ({ page, api }) => {
    for (let index = 1; index <= 21; index += 1) {
      const day = String(index).padStart(2, '0');
      await seedPost(api, {
        title: `Post ${String(index)}`,
        body: 'Text.',
        status: 'published',
        publishedAt: `2026-03-${day}T00:00:00.000Z`,
      });
    }
    await page.goto('/writing');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(20);
    await page.getByRole('link', { name: 'Older posts' }).click();
    await expect(page).toHaveURL(/\/writing\?page=2$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Post 1']);
  });

  test('the owner writes a draft in Admin with a live preview and a picture, then publishes it', async ({
    page,
    signIn,
    browser,
    request,
  }) => {
    // Uploading, previewing and saving several times over: more than the default 30 s on a busy machine.
    test.slow();
    await signIn(page);
    await page.goto('/admin?tab=writing');
    await expect(page.getByText('No posts yet. Write one!')).toBeVisible();
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Engines, tabulated');
    await page
      .getByLabel('Body (Markdown)')
      .fill('Some **bold** words.\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n```js\nlet x = 1;\n```\n\n');
    const preview = page.getByTestId('post-preview');
    await expect(preview.locator('strong')).toHaveText('bold');
    await expect(preview.getByRole('table')).toBeVisible();
    await expect(preview.locator('pre.shiki')).toContainText('let x = 1;');

    // A 1×1 PNG, uploaded and put in the body.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.locator('input[type="file"]').setInputFiles({ name: 'engine.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByLabel('Body (Markdown)')).toHaveValue(/!\[engine\]\(\/objects\/uploads\/[0-9a-f-]+\)/);
    await expect(preview.getByRole('img', { name: 'engine' })).toBeVisible();

    const tags = page.getByPlaceholder('Type a tag and press Enter');
    await tags.fill('engines');
    await tags.press('Enter');
    await page.screenshot({ path: 'test-results/writing-admin-editor.png', fullPage: true });
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByTestId('admin-post')).toContainText('Draft');

    // A visitor without a session (the request fixture carries no cookie).
    expect((await request.get('/writing/engines-tabulated')).status()).toBe(404);

    await page.getByRole('button', { name: 'Edit Engines, tabulated' }).click();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Engines, tabulated');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('admin-post')).toContainText('Published');

    expect((await request.get('/writing/engines-tabulated')).status()).toBe(200);
    const visitor = await browser.newPage();
    await visitor.goto('/writing/engines-tabulated');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Engines, tabulated' })).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'engine' })).toBeVisible();
    await visitor.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the writing pages have no serious accessibility problems (${theme})`, async ({ page, api }) => {
      await page.addInitScript((value) => localStorage.setItem('ui-theme', value), theme);
      await seedProfile(api, { name: 'Ada Lovelace', title: 'Analyst', bio: 'Writes about engines.' });
      await seedPost(api, {
        title: 'First',
        body: 'Old.',
        status: 'published',
        publishedAt: '2026-01-01T00:00:00.000Z',
      });
      const post = await seedPost(api, {
        title: 'Tables and code',
        body: BODY,
        status: 'published',
        tags: ['markdown'],
      });
      await page.goto('/writing');
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/writing/${post.slug}`);
      await expect(page.locator('pre.shiki')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (theme === 'dark') await page.screenshot({ path: 'test-results/writing-post-dark.png', fullPage: true });
    });
  }
});
