import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { decompressionBomb, replaceStoredBytes, SLOW_SVG } from '../../test/hostile-pictures';
import { uploadFile } from '../files/files-test-kit';
import { OG_HEIGHT, OG_WIDTH } from './og-image';
import { renderSiteIcons } from './site-icons';
import { BRAND_COLOR } from '@folio/contracts';

const PUBLIC_URL = 'https://ada.example.com';
const profile = { name: 'Ada Lovelace', title: 'Analyst', bio: 'Writes programs for engines that do not exist yet.' };

const t = setUpTestApp({ env: { PUBLIC_URL } });
let cookie: string;

async function saveProfile(changes: Record<string, unknown> = {}) {
  const response = await t.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie },
    payload: { ...profile, ...changes },
  });
  expect(response.statusCode).toBe(200);
}

/** The icons of a site with no brand set: Folio's mark. */
const defaultIcons = () => renderSiteIcons({ kind: 'default', color: BRAND_COLOR }, t.app.storage, 'Portfolio');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('sitemap and robots', () => {
  it('lists the public pages at PUBLIC_URL, with no date before there is content', async () => {
    const response = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/files`, `${PUBLIC_URL}/contact`]);
    expect(response.body).not.toContain('<lastmod>');
    expect(response.body).not.toMatch(/admin|settings|analytics/);
  });

  it('dates each page by the last change of what it shows', async () => {
    cookie = await t.loginAsOwner();
    await saveProfile();
    await t.db
      .updateTable('profile')
      .set({ updatedAt: new Date('2026-01-02T03:04:05.000Z') })
      .execute();
    await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { title: 'Engine', description: 'Brass.', category: 'business' },
    });
    await sql`update projects set created_at = '2026-03-01T00:00:00Z', updated_at = '2026-03-01T00:00:00Z'`.execute(
      t.db,
    );

    const body = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const lastmodOf = (path: string) =>
      new RegExp(`<loc>${PUBLIC_URL}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(body)?.[1];
    expect(lastmodOf('/')).toBe('2026-03-01T00:00:00.000Z');
    expect(lastmodOf('/files')).toBe('2026-01-02T03:04:05.000Z');
    expect(lastmodOf('/contact')).toBe('2026-01-02T03:04:05.000Z');
  });

  it('lists /credentials only while the owner makes it public', async () => {
    await t.db.insertInto('credentials').values({ isPublic: true }).execute();
    expect((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
      `<loc>${PUBLIC_URL}/credentials</loc>`,
    );
    await t.db.updateTable('credentials').set({ isPublic: false }).execute();
    expect((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('/credentials');
  });

  it('opens the public pages to crawlers and closes the API and the owner screens', async () => {
    const response = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /settings',
        'Disallow: /analytics',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(4);
  });
});

describe('icons and manifest', () => {
  it('answers a real ICO with 16, 32 and 48 px PNG images', async () => {
    const response = await t.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    const ico = response.rawPayload;
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const sizes = [0, 1, 2].map((index) => {
      const entry = 6 + index * 16;
      const image = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      expect(pngSize(image).width).toBe(ico.readUInt8(entry));
      return ico.readUInt8(entry);
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('names the manifest after the owner, with icons that exist', async () => {
    const empty = await t.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(empty.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(empty.json()).toMatchObject({ name: 'Portfolio', start_url: '/', display: 'standalone' });

    cookie = await t.loginAsOwner();
    // Before a profile, in the site's language: Home's fallback name, lang and dir.
    await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { language: 'ar' } });
    expect((await t.inject({ method: 'GET', url: '/manifest.webmanifest' })).json()).toMatchObject({
      name: 'ملف الأعمال',
      lang: 'ar',
      dir: 'rtl',
    });
    await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { language: 'en' } });
    await saveProfile();
    const manifest = (await t.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    }>();
    expect(manifest.name).toBe('Ada Lovelace — Analyst');
    expect(manifest.short_name).toBe('Ada Lovelace');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const response = await t.inject({ method: 'GET', url: icon.src });
      expect(response.statusCode).toBe(200);
      const { width, height } = pngSize(response.rawPayload);
      expect(`${String(width)}x${String(height)}`).toBe(icon.sizes);
    }
  });

  it('draws the icons from the web app mark', async () => {
    const icons = await defaultIcons();
    expect(pngSize(icons.appleTouchIcon)).toEqual({ width: 180, height: 180 });
  });
});

describe("the owner's brand", () => {
  it('renames the manifest, recolours it and redraws the icons and the social card, each with a new ETag', async () => {
    cookie = await t.loginAsOwner();
    await saveProfile();
    const before = {
      manifest: (await t.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
        theme_color: string;
        icons: { src: string }[];
      }>(),
      favicon: await t.inject({ method: 'GET', url: '/favicon.ico' }),
      icon: await t.inject({ method: 'GET', url: '/icon-192.png' }),
      og: await t.inject({ method: 'GET', url: '/og.png' }),
    };
    expect(before.manifest.theme_color).toBe(BRAND_COLOR);
    expect(before.favicon.headers['content-type']).toBe('image/x-icon');
    const faviconEtag = before.favicon.headers.etag as string;
    expect(faviconEtag).toBeTruthy();
    expect(
      (await t.inject({ method: 'GET', url: '/favicon.ico', headers: { 'if-none-match': faviconEtag } })).statusCode,
    ).toBe(304);

    const brand = await t.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { cookie },
      payload: { name: 'Lovelace Labs', accentColor: '#0f766e', defaultColorScheme: 'dark' },
    });
    expect(brand.statusCode).toBe(200);

    const manifest = (await t.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{
      name: string;
      short_name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string }[];
    }>();
    expect(manifest).toMatchObject({
      name: 'Lovelace Labs',
      short_name: 'Lovelace Labs',
      theme_color: '#0f766e',
      background_color: '#242424',
    });
    expect(manifest.icons.map((icon) => icon.src)).not.toEqual(before.manifest.icons.map((icon) => icon.src));

    const favicon = await t.inject({ method: 'GET', url: '/favicon.ico', headers: { 'if-none-match': faviconEtag } });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers.etag).not.toBe(faviconEtag);
    expect(favicon.rawPayload.equals(before.favicon.rawPayload)).toBe(false);
    const icon = await t.inject({ method: 'GET', url: '/icon-192.png' });
    expect(pngSize(icon.rawPayload)).toEqual({ width: 192, height: 192 });
    expect(icon.rawPayload.equals(before.icon.rawPayload)).toBe(false);
    const svg = await t.inject({ method: 'GET', url: '/icon.svg' });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('#0f766e');

    const og = await t.inject({
      method: 'GET',
      url: '/og.png',
      headers: { 'if-none-match': before.og.headers.etag as string },
    });
    expect(og.statusCode).toBe(200);
    expect(og.headers.etag).not.toBe(before.og.headers.etag);
  });

  it('draws the icons from the logo once there is one', async () => {
    cookie = await t.loginAsOwner();
    const monogram = (await t.inject({ method: 'GET', url: '/icon-512.png' })).rawPayload;
    const { id } = await uploadFile(t, cookie, {
      name: 'logo.png',
      bytes: (await defaultIcons()).png512,
      mimeType: 'image/png',
      purpose: 'picture',
    } as never);
    expect(
      (await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { logoFileId: id } }))
        .statusCode,
    ).toBe(200);
    const logo = await t.inject({ method: 'GET', url: '/icon-512.png' });
    expect(logo.statusCode).toBe(200);
    expect(pngSize(logo.rawPayload)).toEqual({ width: 512, height: 512 });
    expect(logo.rawPayload.equals(monogram)).toBe(false);
    expect(pngSize((await t.inject({ method: 'GET', url: '/apple-touch-icon.png' })).rawPayload)).toEqual({
      width: 180,
      height: 180,
    });
  });
});

describe('social image', () => {
  it('is a 1200×630 PNG that revalidates with 304 until the profile changes', async () => {
    cookie = await t.loginAsOwner();
    await saveProfile();
    const first = await t.inject({ method: 'GET', url: '/og.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(pngSize(first.rawPayload)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await t.inject({ method: 'GET', url: '/og.png', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const cached = await t.inject({ method: 'GET', url: '/og.png' });
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);

    await saveProfile({ title: 'Mathematician' });
    const changed = await t.inject({ method: 'GET', url: '/og.png', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('shows an uploaded profile photo, read from storage', async () => {
    cookie = await t.loginAsOwner();
    await saveProfile();
    const withoutPhoto = (await t.inject({ method: 'GET', url: '/og.png' })).rawPayload;

    const photo = (await defaultIcons()).png512;
    const { objectPath } = await uploadFile(t, cookie, { name: 'me.png', bytes: photo, mimeType: 'image/png' });
    await saveProfile({ imageUrl: `${PUBLIC_URL}${objectPath}` });

    const withPhoto = await t.inject({ method: 'GET', url: '/og.png' });
    expect(withPhoto.statusCode).toBe(200);
    expect(pngSize(withPhoto.rawPayload)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    expect(withPhoto.rawPayload.equals(withoutPhoto)).toBe(false);
  });

  it('never decodes a photo over the pixel limit or an SVG: the card shows the initials, at once', async () => {
    cookie = await t.loginAsOwner();
    await saveProfile();
    const withoutPhoto = (await t.inject({ method: 'GET', url: '/og.png' })).rawPayload;
    for (const hostile of [decompressionBomb(30_000), SLOW_SVG]) {
      // A photo registered before pictures were checked at upload, so the card's decoder meets it.
      const { objectPath } = await uploadFile(t, cookie, {
        name: 'me.png',
        bytes: (await defaultIcons()).png512,
        mimeType: 'image/png',
      });
      await replaceStoredBytes(t, objectPath, hostile);
      await saveProfile({ imageUrl: `${PUBLIC_URL}${objectPath}` });
      const started = performance.now();
      const card = await t.inject({ method: 'GET', url: '/og.png' });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(card.statusCode).toBe(200);
      expect(card.rawPayload.equals(withoutPhoto)).toBe(true);
    }
  });

  it("draws SPEC's fallbacks before the owner saves a profile", async () => {
    const noProfile = await t.inject({ method: 'GET', url: '/og.png' });
    expect(noProfile.statusCode).toBe(200);
    expect(pngSize(noProfile.rawPayload)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
  });
});
