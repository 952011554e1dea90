import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { WEB_DIST_DIR } from './web';

// The site's language (issue 21 points 1, 3 and 5) as a visitor's browser and a crawler get it.

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST_DIR, 'server/entry-server.js'))) {
    throw new Error('apps/web/dist is missing or has no server bundle: run `pnpm --filter @folio/web build` first.');
  }
  t = await buildTestApp({ webDistDir: WEB_DIST_DIR });
});
afterEach(() => t.truncate());
afterAll(() => t.close());

/** `lang` and `dir` of a page's <html>. */
function htmlLanguage(body: string): { lang?: string; dir?: string } {
  const tag = /<html\b[^>]*>/.exec(body)?.[0] ?? '';
  return { lang: /\slang="([^"]*)"/.exec(tag)?.[1], dir: /\sdir="([^"]*)"/.exec(tag)?.[1] };
}

const setLanguage = async (cookie: string, language: string) =>
  t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { language } });

describe("the site's language", () => {
  it('is English until the owner picks another; German then renders Home in German, as the page and /api/site say', async () => {
    const english = await t.inject({ method: 'GET', url: '/' });
    expect(htmlLanguage(english.body)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(english.body).toContain('About Me');
    expect(english.body).toContain('<meta property="og:locale" content="en_US">');

    const cookie = await t.loginAsOwner();
    await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { name: 'Ada Lovelace', title: 'Analyst', bio: 'Engines.' },
    });
    expect((await setLanguage(cookie, 'de')).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/site' })).json()).toMatchObject({ language: 'de' });

    // The page kept in English is not sent again: the language is part of its address.
    const german = await t.inject({ method: 'GET', url: '/' });
    expect(htmlLanguage(german.body)).toEqual({ lang: 'de', dir: 'ltr' });
    expect(german.body).toContain('Über mich');
    expect(german.body).toContain('Meine Arbeit');
    expect(german.body).toContain('Zum Inhalt springen');
    expect(german.body).not.toContain('About Me');
    // The owner's own texts stay as written.
    expect(german.body).toContain('Ada Lovelace');
    expect(german.body).toContain('Engines.');
    expect(german.body).toContain('<meta property="og:locale" content="de_DE">');
    expect(german.body).toContain('"inLanguage":"de"');
    expect((await t.inject({ method: 'GET', url: '/manifest.webmanifest' })).json()).toMatchObject({
      lang: 'de',
      dir: 'ltr',
    });
  });

  it('Arabic is written right to left; the 404 page and its title speak it too', async () => {
    const cookie = await t.loginAsOwner();
    await setLanguage(cookie, 'ar');
    const missing = await t.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(htmlLanguage(missing.body)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(missing.body).toContain('404 الصفحة غير موجودة');
    expect(missing.body).toMatch(/<title>الصفحة غير موجودة — /);
  });

  it('the sign-in page the API serves speaks it too', async () => {
    const cookie = await t.loginAsOwner();
    await setLanguage(cookie, 'fr');
    const signIn = await t.inject({ method: 'GET', url: '/api/login' });
    expect(htmlLanguage(signIn.body)).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(signIn.body).toContain('<h1>Connexion</h1>');
    expect(signIn.body).toContain('Mot de passe');
    expect(signIn.body).toContain('Retour au site');
  });

  it('refuses a language it does not speak, naming the field (400)', async () => {
    const cookie = await t.loginAsOwner();
    const refused = await setLanguage(cookie, 'xx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'language' }] });
    expect((await t.inject({ method: 'GET', url: '/api/site' })).json()).toMatchObject({ language: 'en' });
  });
});
