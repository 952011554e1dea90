import { fileUseMessages } from '@folio/contracts';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { uploadFile, type FileRecordBody } from './files-test-kit';

/** Pictures are not files: the site's images are uploaded with purpose 'picture' and never listed as downloads. */

const t = setUpTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

async function uploadPicture(
  name: string,
  purpose?: 'file' | 'picture',
): Promise<FileRecordBody & { purpose: string }> {
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();
  return uploadFile(t, cookie, {
    name,
    bytes,
    mimeType: 'image/png',
    ...(purpose ? { purpose } : {}),
  } as never) as never;
}

const names = (body: { name: string }[]) => body.map((file) => file.name);

describe('pictures apart from files', () => {
  it('registers a file by default and a picture when asked; only files are listed, to visitors and owner alike', async () => {
    expect((await uploadPicture('holiday.png')).purpose).toBe('file');
    const photo = await uploadPicture('me.png', 'picture');
    expect(photo).toMatchObject({ purpose: 'picture', visibility: 'public' });

    for (const headers of [{}, { cookie }]) {
      const rest = await t.inject({ method: 'GET', url: '/api/files', headers });
      expect(names(rest.json())).toEqual(['holiday.png']);
      const trpc = await t.inject({ method: 'GET', url: '/api/trpc/files.listFiles', headers });
      expect(trpc.json<{ result: { data: { name: string }[] } }>().result.data.map((file) => file.name)).toEqual([
        'holiday.png',
      ]);
    }
    const pictures = await t.inject({ method: 'GET', url: '/api/files?purpose=picture', headers: { cookie } });
    expect(pictures.statusCode).toBe(200);
    expect(names(pictures.json())).toEqual(['me.png']);
    // A picture is still downloadable where the site shows it.
    expect((await t.inject({ method: 'GET', url: photo.objectPath })).statusCode).toBe(200);
  });

  it('keeps the pictures list for the owner (401) and names a bad purpose (400)', async () => {
    await uploadPicture('me.png', 'picture');
    const visitor = await t.inject({ method: 'GET', url: '/api/files?purpose=picture' });
    expect(visitor.statusCode).toBe(401);
    const bad = await t.inject({ method: 'GET', url: '/api/files?purpose=poster', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: 'purpose' }] });
  });

  it('never makes a picture private, at upload or after', async () => {
    const photo = await uploadPicture('me.png', 'picture');
    const hidden = await t.inject({
      method: 'PATCH',
      url: `/api/files/${photo.id}`,
      headers: { cookie },
      payload: { visibility: 'private' },
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toMatchObject({ issues: [{ path: 'visibility', message: fileUseMessages.privatePicture }] });
  });

  it('does not date /files in the sitemap by a picture', async () => {
    await uploadPicture('me.png', 'picture');
    expect((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toMatch(/\/files<\/loc><lastmod>/);
  });
});
