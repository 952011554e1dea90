import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Each test sets a brand and reads several pages and images: more than one page's time on a busy machine.
test.describe.configure({ timeout: 120_000 });

const BRAND = { name: 'Lovelace Labs', accentColor: '#0f766e', defaultColorScheme: 'dark' } as const;
const ACCENT_RGB = 'rgb(15, 118, 110)';
const SCREENSHOTS = process.env.BRAND_SCREENSHOTS_DIR ?? '/tmp';

async function setBrand(api: APIRequestContext, brand: Record<string, unknown>): Promise<void> {
  const response = await api.put('/api/site', { data: brand });
  expect(response.status(), await response.text()).toBe(200);
}

const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** WCAG relative luminance contrast of two CSS rgb() colours. */
async function contrastOf(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([first, second]: [string, string]) => {
      const luminance = (css: string) => {
        const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
          const channel = Number(part) / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    },
    [a, b] as [string, string],
  );
}

/** Keyboard focus on `target`: a Tab first, so the browser treats the focus as the keyboard's (:focus-visible). */
async function keyboardFocus(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await target.focus();
  expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

test('a brand set through the API reaches the pages, the manifest, the icons and the social card', async ({
  page,
  api,
  request,
}) => {
  const before = {
    favicon: await request.get('/favicon.ico'),
    og: await request.get('/og.png'),
  };
  expect(before.favicon.headers().etag).toBeTruthy();
  await setBrand(api, BRAND);

  const html = await (await request.get('/')).text();
  expect(html).toContain(`<meta name="theme-color" content="${BRAND.accentColor}"`);
  expect(html).toContain('data-default-color-scheme="dark"');

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    theme_color: string;
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ name: BRAND.name, theme_color: BRAND.accentColor });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const favicon = await request.get('/favicon.ico', {
    headers: { 'if-none-match': before.favicon.headers().etag ?? '' },
  });
  expect(favicon.status()).toBe(200);
  expect(favicon.headers().etag).not.toBe(before.favicon.headers().etag);
  const og = await request.get('/og.png', { headers: { 'if-none-match': before.og.headers().etag ?? '' } });
  expect(og.status()).toBe(200);
  expect(og.headers().etag).not.toBe(before.og.headers().etag);

  // A visitor with no choice of their own gets the owner's dark default; the header names the site.
  await page.goto('/');
  expect(await schemeOf(page)).toBe('dark');
  const brandLink = page.getByRole('link', { name: BRAND.name });
  await expect(brandLink).toBeVisible();
  await expect(brandLink).toContainText('LL');
  const viewPortfolio = page.getByRole('link', { name: 'View Portfolio' });
  await expect(viewPortfolio).toHaveCSS('background-color', ACCENT_RGB);
  await page.screenshot({ path: `${SCREENSHOTS}/brand-home-dark.png` });

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await schemeOf(page)).toBe('light');
  await expect(viewPortfolio).toHaveCSS('background-color', ACCENT_RGB);
  await page.screenshot({ path: `${SCREENSHOTS}/brand-home-light.png` });
});

test("the owner's default scheme is the first paint, before any app code (no flash); 'system' follows the OS", async ({
  context,
  api,
}) => {
  await setBrand(api, { defaultColorScheme: 'dark' });
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  expect(await schemeOf(page)).toBe('dark');

  await setBrand(api, { defaultColorScheme: 'system' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await schemeOf(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await schemeOf(page)).toBe('light');

  // A visitor's own choice still wins over the owner's default.
  await setBrand(api, { defaultColorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('ui-theme', 'light'));
  await page.goto('/');
  expect(await schemeOf(page)).toBe('light');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`focus rings stay visible against the accent in ${scheme} (WCAG 2.4.7, 2.4.11)`, async ({ page, api }) => {
    await setBrand(api, { accentColor: BRAND.accentColor });
    await page.addInitScript((chosen) => localStorage.setItem('ui-theme', chosen), scheme);
    await page.goto('/');
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    for (const [what, target] of [
      ['a filled accent button', page.getByRole('link', { name: 'View Portfolio' })],
      ['a link', page.getByRole('link', { name: 'Files', exact: true }).first()],
    ] as const) {
      await keyboardFocus(page, target);
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          color: style.outlineColor,
          offset: parseFloat(style.outlineOffset),
        };
      });
      expect(ring.style, what).not.toBe('none');
      expect(ring.width, what).toBeGreaterThanOrEqual(2);
      // Offset from the control, the ring sits on the page: 3:1 against it at the least.
      expect(ring.offset, what).toBeGreaterThanOrEqual(1);
      expect(await contrastOf(page, ring.color, body), `${what}: ring ${ring.color} on ${body}`).toBeGreaterThanOrEqual(
        3,
      );
      await page.screenshot({
        path: `${SCREENSHOTS}/brand-focus-${scheme}-${what.replace(/\W+/g, '-')}.png`,
        clip: { x: 0, y: 0, width: 1280, height: 520 },
      });
    }
  });
}

test('Admin → Site: name, accent, default scheme and logo, with a live preview, saved to the whole site', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await page.goto('/admin?tab=site');
  const name = page.getByLabel('Site name');
  await expect(name).toHaveValue('Portfolio');
  await name.fill('Grace Hopper');
  const accent = page.getByRole('textbox', { name: 'Accent colour' });
  await accent.fill('#b91c1c');
  const preview = page.getByTestId('site-preview');
  await expect(preview).toContainText('Grace Hopper');
  await expect(preview).toContainText('GH');
  await expect(preview.getByText('View Portfolio').first()).toHaveCSS('background-color', 'rgb(185, 28, 28)');
  await page.keyboard.press('Escape');
  await page.getByLabel('Default colour scheme', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Dark' }).click();
  await page.screenshot({ path: `${SCREENSHOTS}/brand-admin-site.png`, fullPage: true });

  await page.getByRole('button', { name: 'Save Site' }).click();
  await expect(page.getByText('Site saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Portfolio' })).toHaveCSS('background-color', 'rgb(185, 28, 28)');
});
