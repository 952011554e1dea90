import { fileUseMessages } from '@folio/contracts';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { uploadFile, type FileRecordBody } from '../files/files-test-kit';

/** Each project has a page: a slug, a Markdown body rendered on the server, and a gallery of public pictures. */

const t = setUpTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

const engine = { title: 'Difference Engine', description: 'Tables, **fast**.', category: 'business' };
type Answer = {
  id: string;
  slug: string;
  gallery: { fileId: string; src: string; alt: string }[];
  [field: string]: unknown;
};

async function create(payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload });
}

async function uploadImage(
  name: string,
  options: { purpose?: 'file' | 'picture'; visibility?: 'private' } = {},
): Promise<FileRecordBody> {
  const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 9, g: 8, b: 7 } } })
    .png()
    .toBuffer();
  return uploadFile(t, cookie, {
    name,
    bytes,
    mimeType: 'image/png',
    purpose: options.purpose ?? 'picture',
    ...options,
  } as never);
}

describe('project pages', () => {
  it('gives each project a slug from its title, unique, kept when the title changes, or the one asked for', async () => {
    const first = (await create(engine)).json<Answer>();
    const second = (await create(engine)).json<Answer>();
    expect([first.slug, second.slug]).toEqual(['difference-engine', 'difference-engine-2']);
    const renamed = await t.inject({
      method: 'PUT',
      url: `/api/projects/${first.id}`,
      headers: { cookie },
      payload: { ...engine, title: 'Analytical Engine' },
    });
    expect(renamed.json()).toMatchObject({ title: 'Analytical Engine', slug: 'difference-engine' });
    const chosen = await t.inject({
      method: 'PUT',
      url: `/api/projects/${first.id}`,
      headers: { cookie },
      payload: { ...engine, slug: 'analytical' },
    });
    expect(chosen.json()).toMatchObject({ slug: 'analytical' });
    const taken = await t.inject({
      method: 'PUT',
      url: `/api/projects/${second.id}`,
      headers: { cookie },
      payload: { ...engine, slug: 'analytical' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ issues: [{ path: 'slug' }] });
    const bad = await create({ ...engine, slug: 'Not A Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: 'slug' }] });
  });

  it('answers one project by slug or id with its body as sanitised HTML, and 404 for an unknown slug', async () => {
    const body = '## How\n\nBrass and **gears**. <script>alert(1)</script> [x](javascript:alert(1))';
    const created = (await create({ ...engine, body })).json<Answer>();
    expect(created).toMatchObject({
      body,
      descriptionHtml: '<p>Tables, <strong>fast</strong>.</p>',
      descriptionText: 'Tables, fast.',
    });
    expect(created).not.toHaveProperty('bodyHtml');
    for (const reference of [created.slug, created.id]) {
      const page = await t.inject({ method: 'GET', url: `/api/projects/${reference}` });
      expect(page.statusCode).toBe(200);
      const html = page.json<{ bodyHtml: string }>().bodyHtml;
      expect(html).toContain('<h2>How</h2>');
      expect(html).toContain('<strong>gears</strong>');
      expect(html).not.toMatch(/<script|javascript:/);
    }
    const missing = await t.inject({ method: 'GET', url: '/api/projects/no-such-project' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
  });

  it('keeps a gallery of pictures in the order given, with their alt text, and replaces it on edit', async () => {
    const gears = await uploadImage('gears.png');
    const frame = await uploadImage('frame.png');
    const created = await create({
      ...engine,
      gallery: [
        { fileId: gears.id, alt: 'The gears' },
        { fileId: frame.id, alt: 'The frame' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const project = created.json<Answer>();
    expect(project.gallery).toEqual([
      { fileId: gears.id, src: gears.objectPath, alt: 'The gears' },
      { fileId: frame.id, src: frame.objectPath, alt: 'The frame' },
    ]);
    const reordered = await t.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: { cookie },
      payload: { ...engine, gallery: [{ fileId: frame.id, alt: 'Frame' }] },
    });
    expect(reordered.json<Answer>().gallery).toEqual([{ fileId: frame.id, src: frame.objectPath, alt: 'Frame' }]);
    const listed = (await t.inject({ method: 'GET', url: '/api/projects' })).json<Answer[]>();
    expect(listed[0]?.gallery.map((picture) => picture.alt)).toEqual(['Frame']);
  });

  it('refuses a private file in a gallery with 409 saying why, and unknown or repeated pictures with 400', async () => {
    const secret = await uploadImage('secret.png', { purpose: 'file', visibility: 'private' });
    const refused = await create({ ...engine, gallery: [{ fileId: secret.id, alt: 'Secret' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      issues: [{ path: 'gallery.0.fileId', message: fileUseMessages.privateFileChosen }],
    });
    const gears = await uploadImage('gears.png');
    const unknown = await create({
      ...engine,
      gallery: [
        { fileId: gears.id, alt: 'A' },
        { fileId: '00000000-0000-4000-8000-000000000000', alt: 'B' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ issues: [{ path: 'gallery.1.fileId' }] });
    const twice = await create({
      ...engine,
      gallery: [
        { fileId: gears.id, alt: 'A' },
        { fileId: gears.id, alt: 'B' },
      ],
    });
    expect(twice.json()).toMatchObject({ issues: [{ path: 'gallery.1.fileId' }] });
    const noAlt = await create({ ...engine, gallery: [{ fileId: gears.id, alt: ' ' }] });
    expect(noAlt.json()).toMatchObject({ issues: [{ path: 'gallery.0.alt' }] });
    expect((await t.inject({ method: 'GET', url: '/api/projects' })).json()).toEqual([]);
  });

  it('does not delete a gallery picture or make it private: 409 naming the project', async () => {
    const gears = await uploadImage('gears.png');
    const photo = await uploadImage('photo.png', { purpose: 'file' });
    await create({
      ...engine,
      gallery: [
        { fileId: gears.id, alt: 'Gears' },
        { fileId: photo.id, alt: 'Photo' },
      ],
    });
    const inUse = fileUseMessages.inUse([fileUseMessages.projectGalleryUse('Difference Engine')]);
    const deleted = await t.inject({ method: 'DELETE', url: `/api/files/${gears.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ issues: [{ path: 'id', message: inUse }] });
    const hidden = await t.inject({
      method: 'PATCH',
      url: `/api/files/${photo.id}`,
      headers: { cookie },
      payload: { visibility: 'private' },
    });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toMatchObject({ issues: [{ path: 'visibility', message: inUse }] });
    expect((await t.inject({ method: 'GET', url: gears.objectPath })).statusCode).toBe(200);
  });

  it('lists every project page in the sitemap, and search leads to the page', async () => {
    const project = (await create({ ...engine, body: 'Punched cards drive the mill.' })).json<Answer>();
    const sitemap = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toMatch(new RegExp(`/projects/${project.slug}</loc><lastmod>`));
    const results = await t.inject({ method: 'GET', url: '/api/search?q=punched%20cards' });
    expect(results.json()).toEqual([
      expect.objectContaining({ type: 'project', url: `/projects/${project.slug}`, title: 'Difference Engine' }),
    ]);
  });
});
