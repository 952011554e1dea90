import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const PUBLIC_URL = 'https://ada.example.com';
const t = setUpTestApp({ env: { PUBLIC_URL } });

async function writePost(cookie: string, payload: Record<string, unknown>) {
  const response = await t.inject({ method: 'POST', url: '/api/posts', headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string }>();
}

describe('/feed.xml', () => {
  it('is an Atom feed a feed reader parses: the newest 20 published posts, absolute links, full content, plain summaries', async () => {
    const cookie = await t.loginAsOwner();
    await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { name: 'Ada Lovelace', title: 'Analyst', bio: 'Writes **programs**.' },
    });
    for (let day = 1; day <= 21; day += 1) {
      await writePost(cookie, {
        title: `Post ${String(day)}`,
        body: `Day ${String(day)}.`,
        status: 'published',
        publishedAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
      });
    }
    await writePost(cookie, {
      title: 'Newest, with <b>markup</b> & a picture',
      body: 'It is **fast**. See [the list](/writing).\n\n![engine](/objects/uploads/00000000-0000-4000-8000-000000000000)\n\n<script>alert(1)</script>',
      tags: ['engines'],
      status: 'published',
      publishedAt: '2026-02-01T00:00:00.000Z',
    });
    await writePost(cookie, { title: 'A draft nobody sees', body: 'Secret.', status: 'draft' });

    const response = await t.inject({ method: 'GET', url: '/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);

    expect(response.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    const feed = await new Parser().parseString(response.body);
    expect(feed.title).toBe('Ada Lovelace — Writing');
    expect(feed.link).toBe(`${PUBLIC_URL}/writing`);
    expect(feed.items).toHaveLength(20);
    expect(feed.items.map((item) => item.title)).not.toContain('A draft nobody sees');
    expect(feed.items.map((item) => item.title)).not.toContain('Post 1');

    const [newest] = feed.items;
    expect(newest?.title).toBe('Newest, with <b>markup</b> & a picture');
    expect(newest?.link).toBe(`${PUBLIC_URL}/writing/newest-with-b-markup-b-and-a-picture`);
    expect(newest?.content).toContain('<strong>fast</strong>');
    expect(newest?.content).toContain(`href="${PUBLIC_URL}/writing"`);
    const picture = `${PUBLIC_URL}/objects/uploads/00000000-0000-4000-8000-000000000000`;
    expect(newest?.content).toContain(`src="${picture}?w=1280"`);
    expect(newest?.content).toContain(`srcset="${picture}?w=160 160w, ${picture}?w=320 320w,`);
    expect(newest?.content).not.toContain('<script');
    expect(newest?.summary).toBe('It is fast. See the list.');
    // rss-parser reads no Atom categories: the element itself.
    expect(response.body).toMatch(/<category [^>]*term="engines"/);
    expect(newest?.author).toBe('Ada Lovelace');
  });

  it('is an empty feed before anything is published', async () => {
    const feed = await new Parser().parseString((await t.inject({ method: 'GET', url: '/feed.xml' })).body);
    expect(feed.items).toEqual([]);
  });
});

describe('the sitemap with posts', () => {
  it('lists /writing and each published post with its last change, never a draft', async () => {
    const cookie = await t.loginAsOwner();
    const post = await writePost(cookie, { title: 'Published', body: 'Text.', status: 'published' });
    await writePost(cookie, { title: 'Draft', body: 'Text.', status: 'draft' });
    await t.db
      .updateTable('posts')
      .set({ updatedAt: new Date('2026-05-06T07:08:09.000Z') })
      .where('id', '=', post.id)
      .execute();

    const body = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).toContain(`<url><loc>${PUBLIC_URL}/writing</loc><lastmod>2026-05-06T07:08:09.000Z</lastmod></url>`);
    expect(body).toContain(
      `<url><loc>${PUBLIC_URL}/writing/published</loc><lastmod>2026-05-06T07:08:09.000Z</lastmod></url>`,
    );
    expect(body).not.toContain('/writing/draft');
  });

  it("speaks the site's language: its title and xml:lang follow the owner's choice, the owner's name as written", async () => {
    const cookie = await t.loginAsOwner();
    const speak = async (language: string) => {
      const site = await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { language } });
      expect(site.statusCode, site.body).toBe(200);
      return (await t.inject({ method: 'GET', url: '/feed.xml' })).body;
    };

    const arabic = await speak('ar');
    expect(arabic).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ar">');
    expect((await new Parser().parseString(arabic)).title).toBe('ملف الأعمال — المقالات');

    await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { name: 'Ada Lovelace', title: 'Analyst', bio: 'Writes.' },
    });
    const german = await speak('de');
    expect(german).toContain('xml:lang="de"');
    expect((await new Parser().parseString(german)).title).toBe('Ada Lovelace — Artikel');
  });
});
