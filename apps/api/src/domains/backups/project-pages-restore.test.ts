import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../files/files-test-kit';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { archiveDir, backupToFile, resealArchive, TEST_BACKUP_KEY, restoreTargetOf } from './backup-test-kit';
import { inspectTarget, isEmpty, restoreBackup } from './restore-backup';

/** Backups carry each project's page: its slug, text and gallery; a restore checks the gallery and renders the text again. */

let source: TestApp;
let dir: string;
let archive: string;

beforeAll(async () => {
  source = await buildTestApp();
  const cookie = await source.loginAsOwner();
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .png()
    .toBuffer();
  const picture = await uploadFile(source, cookie, {
    name: 'gears.png',
    bytes,
    mimeType: 'image/png',
    purpose: 'picture',
  } as never);
  const created = await source.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie },
    payload: {
      title: 'Engine',
      description: 'Bernoulli *numbers*',
      category: 'business',
      body: '## Notes\n\nOn **cards**.',
      gallery: [{ fileId: picture.id, alt: 'The gears' }],
    },
  });
  expect(created.statusCode).toBe(201);
  dir = await archiveDir();
  archive = path.join(dir, 'site.tar.gz.age');
  await backupToFile(source, archive);
});
afterAll(async () => {
  await source.close();
  await rm(dir, { recursive: true, force: true });
});

async function restoreInto(file: string): Promise<TestApp> {
  const target = await buildTestApp();
  await restoreBackup(restoreTargetOf(target), file, { key: TEST_BACKUP_KEY }).catch(async (error: unknown) => {
    expect(isEmpty(await inspectTarget(restoreTargetOf(target)))).toBe(true);
    await target.close();
    throw error;
  });
  return target;
}

/** Edits the rows of one table, line by line, in an archive resealed with the key. */
async function withRows(
  name: string,
  table: string,
  edit: (row: Record<string, unknown>) => Record<string, unknown>,
): Promise<string> {
  const file = path.join(dir, name);
  await resealArchive(archive, file, (entry, data) => {
    if (!entry.startsWith(`tables/${table}/`)) return data;
    const lines = data.toString('utf8').split('\n').filter(Boolean);
    return Buffer.from(
      `${lines.map((line) => JSON.stringify(edit(JSON.parse(line) as Record<string, unknown>))).join('\n')}\n`,
    );
  });
  return file;
}

describe('project pages in backups', () => {
  it('restores a project page as it was: slug, text, gallery and the picture itself', async () => {
    const target = await restoreInto(archive);
    try {
      for (const url of ['/api/projects', '/api/projects/engine']) {
        expect((await target.inject({ method: 'GET', url })).json()).toEqual(
          (await source.inject({ method: 'GET', url })).json(),
        );
      }
      const page = (await target.inject({ method: 'GET', url: '/api/projects/engine' })).json<{
        bodyHtml: string;
        gallery: { src: string }[];
      }>();
      expect(page.bodyHtml).toContain('<strong>cards</strong>');
      expect((await target.inject({ method: 'GET', url: `${page.gallery[0]?.src ?? ''}?w=160` })).statusCode).toBe(200);
    } finally {
      await target.close();
    }
  });

  it('renders a project page again from its Markdown: HTML planted in an archive is never served', async () => {
    const file = await withRows('planted.tar.gz.age', 'projects', (row) => ({
      ...row,
      body_html: '<script>alert(1)</script>planted',
    }));
    const target = await restoreInto(file);
    try {
      const page = (await target.inject({ method: 'GET', url: '/api/projects/engine' })).json<{ bodyHtml: string }>();
      expect(page.bodyHtml).not.toMatch(/<script|planted/);
      expect(page.bodyHtml).toContain('<h2>Notes</h2>');
    } finally {
      await target.close();
    }
  });

  it('refuses a private file in a gallery, and an alt text past the API’s limit, restoring nothing', async () => {
    const hidden = await withRows('private.tar.gz.age', 'files', (row) => ({ ...row, visibility: 'private' }));
    await expect(restoreInto(hidden)).rejects.toThrow(
      /^project_pictures, row 1, file_id: A private file is never a picture the site shows/,
    );
    const long = await withRows('long-alt.tar.gz.age', 'project_pictures', (row) => ({
      ...row,
      alt: 'A'.repeat(5000),
    }));
    await expect(restoreInto(long)).rejects.toThrow(/^project_pictures, row 1, alt: /);
  });
});
