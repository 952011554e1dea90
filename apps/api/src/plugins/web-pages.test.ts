import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { uploadFile } from '../domains/files/files-test-kit';
import { WEB_DIST_DIR } from './web';

// The pages as a crawler or a link-preview bot fetches them: plain HTTP, no JavaScript.

const PUBLIC_URL = 'http://localhost:3000';
const NAME = 'Ada "The Countess" Lovelace';
const BIO = 'Engines & **poetry**. </script><script>alert(1)</script> Still text.';
/** The bio is Markdown: descriptions carry its plain text, without its syntax or any HTML it held. */
const BIO_TEXT = 'Engines & poetry. alert(1) Still text.';

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST_DIR, 'server/entry-server.js'))) {
    throw new Error('apps/web/dist is missing or has no server bundle: run `pnpm --filter @folio/web build` first.');
  }
  t = await buildTestApp({ webDistDir: WEB_DIST_DIR });
});
afterEach(() => t.truncate());
afterAll(() => t.close());

const crawl = (url: string, cookie?: string) => t.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function scriptJson(html: string, selector: RegExp): unknown {
  const match = selector.exec(html);
  if (!match?.[1]) throw new Error(`no script matching ${String(selector)}`);
  return JSON.parse(match[1]);
}
const JSON_LD = /<script type="application\/ld\+json">([^<]*)<\/script>/;
const STATE = /<script type="application\/json" id="folio-state">([^<]*)<\/script>/;

async function seedSite(cookie: string, profile: Record<string, unknown> = {}) {
  const put = await t.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie },
    payload: {
      name: NAME,
      title: 'Analyst & Engineer',
      bio: BIO,
      github: 'https://github.com/ada',
      linkedin: 'https://www.linkedin.com/in/ada',
      twitter: 'https://x.com/ada',
      imageUrl: 'https://images.example.com/ada.jpg',
      ...profile,
    },
  });
  expect(put.statusCode).toBe(200);
  for (const [title, category] of [
    ['Difference Engine Notes', 'business'],
    ['Poetical <Science>', 'hobby'],
  ]) {
    const response = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { title, description: `About ${String(title)}.`, category },
    });
    expect(response.statusCode).toBe(201);
  }
}

describe('Home as a crawler sees it', () => {
  it('holds the profile and the projects, with a title, description, canonical URL, Open Graph and Twitter tags', async () => {
    await seedSite(await t.loginAsOwner());
    const response = await crawl('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;

    expect(titleOf(html)).toBe('Ada &quot;The Countess&quot; Lovelace — Analyst &amp; Engineer');
    const description = 'Engines &amp; poetry. alert(1) Still text.';
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
    expect(metaContent(html, 'property', 'og:title')).toBe(titleOf(html));
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('profile');
    // Home presents its owner; the site's other pages are pages of a website.
    expect(metaContent((await crawl('/files')).body, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/`);
    // With a photo, previews still get the drawn 1200×630 card, not the square photo.
    expect(metaContent(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/og.png`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${PUBLIC_URL}/og.png`);
    expect(metaContent(html, 'name', 'twitter:creator')).toBe('@ada');

    // The body is the page itself, not an empty root.
    expect(html).toMatch(/<h1[^>]*>Ada &quot;The Countess&quot; Lovelace<\/h1>/);
    expect(html).toContain('Analyst &amp; Engineer');
    expect(html).toContain('Difference Engine Notes');
    expect(html).toContain('Poetical &lt;Science&gt;');
    expect(html).toContain('href="https://github.com/ada"');
    // Visitors get Login, rendered into the page rather than found out by a request that fails.
    expect(html).toContain('href="/api/login"');
    expect(html).not.toContain('href="/api/logout"');
  });

  it('describes the owner as a JSON-LD Person, and no text can close its script element', async () => {
    await seedSite(await t.loginAsOwner());
    const html = (await crawl('/')).body;
    expect(scriptJson(html, JSON_LD)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: NAME,
      jobTitle: 'Analyst & Engineer',
      description: BIO_TEXT,
      url: `${PUBLIC_URL}/`,
      image: 'https://images.example.com/ada.jpg',
      sameAs: ['https://github.com/ada', 'https://www.linkedin.com/in/ada', 'https://x.com/ada'],
    });
    // The bio's "</script><script>" is escaped wherever it appears, so nothing it says can run.
    expect(html).not.toContain('<script>alert(1)');
  });

  it('shows "Open to work" on Home and tells search engines what the owner seeks; the badge can be turned off', async () => {
    const cookie = await t.loginAsOwner();
    const availability = {
      roles: 'Staff <backend> roles',
      from: '2027-03',
      where: 'Berlin',
      remote: true,
      showOnHome: true,
    };
    await seedSite(cookie, { availability });
    const html = (await crawl('/')).body;
    expect(html).toMatch(/data-testid="open-to-work"[^>]*>.*Open to work.*Staff &lt;backend&gt; roles/s);
    expect(scriptJson(html, JSON_LD)).toMatchObject({
      seeks: {
        '@type': 'Demand',
        name: 'Staff <backend> roles',
        availabilityStarts: '2027-03',
        areaServed: 'Berlin',
        availableAtOrFrom: { '@type': 'VirtualLocation' },
      },
    });

    const quiet = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: {
        name: NAME,
        title: 'Analyst & Engineer',
        bio: BIO,
        availability: { ...availability, showOnHome: false },
      },
    });
    expect(quiet.statusCode).toBe(200);
    const withoutBadge = (await crawl('/')).body;
    expect(withoutBadge).not.toContain('data-testid="open-to-work"');
    expect(scriptJson(withoutBadge, JSON_LD)).toMatchObject({ seeks: { name: 'Staff <backend> roles' } });
  });

  it('carries the data it shows, so the browser hydrates without asking again', async () => {
    await seedSite(await t.loginAsOwner());
    const state = scriptJson((await crawl('/')).body, STATE) as {
      queries: { queryKey: [string[], unknown]; state: { data: unknown } }[];
    };
    const dataOf = (procedure: string[]) =>
      state.queries.find((query) => query.queryKey[0].join('.') === procedure.join('.'))?.state.data;
    expect(dataOf(['auth', 'getSessionUser'])).toBeNull();
    expect(dataOf(['profile', 'getProfile'])).toMatchObject({ name: NAME, bio: BIO });
    expect(dataOf(['projects', 'listProjects'])).toHaveLength(2);
  });

  it('is styled and themed at the first paint, with the code coming after it', async () => {
    const response = await crawl('/');
    const html = response.body;
    // The theme script inline, and the CSP allows exactly that script by its hash (no 'unsafe-inline').
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(inline).toContain("localStorage.getItem('ui-theme')");
    const hash = `'sha256-${createHash('sha256')
      .update(inline ?? '')
      .digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' ${hash}`);
    expect(html).not.toContain('src="/theme-init.js"');
    // Stylesheets in the head: the shell's (boot) and the app's components' (the `app` chunk, apps/web/vite.config.ts);
    // no script preloaded ahead of the first paint but boot's own helpers.
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(stylesheets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(stylesheets).size, 'each stylesheet linked once').toBe(stylesheets.length);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/app-[^"]+\.css">/);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(preloaded.filter((file) => !file?.includes('/boot-'))).toEqual([]);
  });

  it('uses the generated social card and the fallbacks before a profile exists', async () => {
    const html = (await crawl('/')).body;
    expect(titleOf(html)).toBe('Portfolio');
    expect(metaContent(html, 'name', 'description')).toBe('Showcasing my work and managing files in one place');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/og.png`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain('Your Name');
    expect(html).toContain('No business projects yet');
  });

  it('renders the owner their own controls', async () => {
    const cookie = await t.loginAsOwner();
    const html = (await crawl('/', cookie)).body;
    expect(html).toContain('href="/api/logout"');
    expect(html).toContain('href="/admin"');
  });
});

describe('the other public pages', () => {
  it('Files lists the files, titled after the owner', async () => {
    const cookie = await t.loginAsOwner();
    await seedSite(cookie);
    await uploadFile(t, cookie, {
      name: 'resume <2026>.pdf',
      bytes: Buffer.from('%PDF-1.4 resume'),
      mimeType: 'application/pdf',
    });

    const response = await crawl('/files');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Files — Ada &quot;The Countess&quot; Lovelace');
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/files">`);
    expect(response.body).toContain('File Storage');
    expect(response.body).toContain('resume &lt;2026&gt;.pdf');
    // Its own stylesheet is linked in the head, so the page is styled at the first paint.
    expect(response.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/files-page-[^"]+\.css">/);
  });

  it('Contact has its form and its title', async () => {
    await seedSite(await t.loginAsOwner());
    const response = await crawl('/contact');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Contact — Ada &quot;The Countess&quot; Lovelace');
    expect(response.body).toContain('Get In Touch');
    expect(response.body).toContain('Send Message');
  });
});

describe("Credentials, public only by the owner's choice", () => {
  async function seedCredentials(cookie: string, isPublic: boolean) {
    const put = await t.inject({
      method: 'PUT',
      url: '/api/credentials',
      headers: { cookie },
      payload: {
        skills: [{ group: 'Languages', items: ['Note G <loops>'] }],
        certifications: [],
        education: [{ degree: 'Mathematics', school: 'Private tutors', years: '1829 – 1840', focus: '' }],
        resumeFileId: null,
        isPublic,
      },
    });
    expect(put.statusCode).toBe(200);
    const employment = await t.inject({
      method: 'POST',
      url: '/api/employment',
      headers: { cookie },
      payload: {
        company: 'Analytical Society',
        position: 'Translator',
        startDate: '1842-01',
        endDate: '1843-12',
        description: 'Notes.',
      },
    });
    expect(employment.statusCode).toBe(201);
  }

  it('once public, a crawler gets the page itself: skills, education and employment, titled after the owner', async () => {
    const cookie = await t.loginAsOwner();
    await seedSite(cookie);
    await seedCredentials(cookie, true);
    const response = await crawl('/credentials');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Credentials — Ada &quot;The Countess&quot; Lovelace');
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/credentials">`);
    expect(response.body).toContain('Professional Credentials');
    expect(response.body).toContain('Note G &lt;loops&gt;');
    expect(response.body).toContain('Private tutors');
    expect(response.body).toContain('Analytical Society');
    // The browser hydrates from what came with the page rather than asking again.
    const state = JSON.stringify(scriptJson(response.body, STATE));
    expect(state).toContain('getVisibleCredentials');
    expect(state).toContain('listEmployment');
  });

  it('while private, a visitor gets the app shell and nothing of the credentials; the owner gets the page', async () => {
    const cookie = await t.loginAsOwner();
    await seedSite(cookie);
    await seedCredentials(cookie, false);
    const visitor = await crawl('/credentials');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<div id="root"></div>');
    expect(visitor.body).not.toContain('Note G');
    expect(visitor.body).not.toContain('Analytical Society');
    const owner = await crawl('/credentials', cookie);
    expect(owner.body).toContain('Note G &lt;loops&gt;');
  });
});

describe('status codes', () => {
  it('an unknown path answers 404 with the server-rendered 404 page, kept out of search results', async () => {
    for (const url of ['/no/such/page', '/nowhere?x=1']) {
      const response = await crawl(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('404 Page Not Found');
      expect(response.body).toContain('Did you forget to add the page to the router?');
      expect(titleOf(response.body)).toBe('Page Not Found — Portfolio');
      expect(metaContent(response.body, 'name', 'robots')).toBe('noindex');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('owner-only pages answer 200 with the app shell, rendered in the browser', async () => {
    for (const url of ['/admin', '/settings', '/analytics']) {
      const response = await crawl(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('folio-state');
    }
  });

  it('unknown API paths and missing assets stay JSON 404s', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js']) {
      const response = await crawl(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('the server bundle and the build manifest are not served', async () => {
    for (const url of ['/server/entry-server.js', '/.vite/manifest.json', '/index.html']) {
      const response = await crawl(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('entry-server');
    }
  });
});

describe('when rendering fails', () => {
  it('answers the app shell with 200, never a 500', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'folio-broken-web-'));
    await cp(path.join(WEB_DIST_DIR, 'index.html'), path.join(distDir, 'index.html'));
    await cp(path.join(WEB_DIST_DIR, 'server'), path.join(distDir, 'server'), { recursive: true });
    await writeFile(
      path.join(distDir, 'server/entry-server.js'),
      "export async function render() { throw new Error('broken on purpose'); }\n",
    );
    const broken = await buildTestApp({ webDistDir: distDir });
    try {
      const response = await broken.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>Portfolio</title>');
    } finally {
      await broken.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
