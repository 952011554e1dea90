import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { solidPng } from './png';
import { seedFile, seedProfile, seedProject } from './seed';

/** Each project's own page, opened from Home's card, and the Admin editor of its text, tags and gallery. */

const BODY = [
  '## How it works',
  '',
  'Cards drive the **mill**.',
  '',
  '```js',
  'const gears = 42;',
  '```',
  '',
  '<script>window.hacked = true</script>',
].join('\n');

async function openScreenshot(page: Page, name: string, dark = false) {
  if (dark) await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

test.describe('project pages', () => {
  // Pictures are uploaded and thumbnailed, and Admin's code loads: slow on a busy machine.
  test.slow();
  test('a visitor opens a project from its card on Home: text, tags, gallery thumbnails and link, rendered on the server', async ({
    api,
    browser,
  }) => {
    await seedProfile(api, { name: 'Ada Lovelace', title: 'Analyst', bio: 'Writes about engines.' });
    const pictures = [];
    for (const [name, shade] of [
      ['gears.png', 0x40],
      ['frame.png', 0xa0],
    ] as const) {
      pictures.push(
        await seedFile(api, {
          name,
          mimeType: 'image/png',
          category: 'hobby',
          bytes: solidPng(1600, 1200, shade),
          purpose: 'picture',
        }),
      );
    }
    const project = await seedProject(api, {
      title: 'Analytical Engine',
      description: 'A general-purpose **mechanical** computer.',
      category: 'business',
      tags: ['brass', 'cards'],
      link: 'https://example.com/engine',
      body: BODY,
      gallery: pictures.map((picture, index) => ({ fileId: picture.id, alt: index === 0 ? 'The gears' : 'The frame' })),
    });
    expect(project.slug).toBe('analytical-engine');

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    const card = visitor.getByTestId('project-card');
    await expect(card.locator('strong')).toHaveText('mechanical');
    await expect(card.getByRole('link', { name: 'View Project' })).toHaveAttribute(
      'href',
      'https://example.com/engine',
    );
    await card.getByRole('link', { name: 'Analytical Engine' }).click();
    await expect(visitor).toHaveURL(/\/projects\/analytical-engine$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Analytical Engine' })).toBeVisible();
    await expect(visitor).toHaveTitle('Analytical Engine — Ada Lovelace');
    await expect(visitor.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    await expect(visitor.locator('pre.shiki')).toContainText('const gears = 42;');
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    const thumbnails = visitor.getByRole('region', { name: 'Gallery' }).getByRole('img');
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.first()).toHaveAttribute('alt', 'The gears');
    await expect(thumbnails.first()).toHaveAttribute('srcset', /\?w=320 320w/);
    await expect(thumbnails.first()).toHaveAttribute('sizes', /240px/);
    await expect(visitor.getByRole('link', { name: /View Project/ })).toHaveAttribute(
      'href',
      'https://example.com/engine',
    );
    await expectNoSeriousA11yViolations(visitor);
    await openScreenshot(visitor, 'project-page-light');
    await openScreenshot(visitor, 'project-page-dark', true);
    await visitorContext.close();

    // What crawlers and link previews get, without JavaScript: plain text where HTML cannot go.
    const html = await (await api.get('/projects/analytical-engine', { headers: { cookie: '' } })).text();
    expect(html).toContain('<title>Analytical Engine — Ada Lovelace</title>');
    expect(html).toContain('<meta name="description" content="A general-purpose mechanical computer.">');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/projects\/analytical-engine">/);
    expect(html).toContain('<h2>How it works</h2>');
    expect(html).not.toContain('<script>window.hacked');
  });

  test('an unknown project is the 404 page', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const missing = await page.request.get('/projects/no-such-project', { headers: { cookie: '' } });
    expect(missing.status()).toBe(404);
    await page.goto('/projects/no-such-project');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the owner edits a project’s tags, page text with a live preview, and gallery in Admin', async ({
    page,
    api,
    signIn,
  }) => {
    await signIn(page);
    await seedProject(api, { title: 'Loom', description: 'Weaves patterns.', category: 'hobby' });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Projects' }).click();
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Edit project Loom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });

    const tags = dialog.getByLabel('Tags (optional)');
    await tags.fill('punched cards');
    await tags.press('Enter');
    await tags.fill('textiles');
    await tags.press('Enter');
    await dialog.getByLabel('Page text (Markdown, optional)').fill('Cards choose **each thread**.');
    await expect(dialog.getByTestId('project-body-preview').locator('strong')).toHaveText('each thread');

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add pictures' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'warp.png', mimeType: 'image/png', buffer: solidPng(800, 600, 0x30) },
      { name: 'weft.png', mimeType: 'image/png', buffer: solidPng(800, 600, 0xc0) },
    ]);
    const items = dialog.getByTestId('gallery-item');
    await expect(items).toHaveCount(2);
    await expect(items.first().getByLabel('Alt text')).toHaveValue('warp');
    await items.nth(1).getByLabel('Alt text').fill('The weft threads');
    await dialog.getByRole('button', { name: 'Move picture 2 up' }).click();
    await expect(items.first().getByLabel('Alt text')).toHaveValue('The weft threads');
    await page.screenshot({ path: 'test-results/project-editor.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toHaveCount(0);

    const [stored] = (await (await api.get('/api/projects')).json()) as {
      slug: string;
      tags: string[];
      body: string;
      gallery: { alt: string }[];
    }[];
    expect(stored).toMatchObject({
      slug: 'loom',
      tags: ['punched cards', 'textiles'],
      body: 'Cards choose **each thread**.',
    });
    expect(stored?.gallery.map((picture) => picture.alt)).toEqual(['The weft threads', 'warp']);

    await page.goto('/projects/loom');
    await expect(page.locator('article strong')).toHaveText('each thread');
    await expect(page.getByRole('region', { name: 'Gallery' }).getByRole('img')).toHaveCount(2);
  });
});
