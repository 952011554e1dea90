import { fileUseMessages } from '@folio/contracts';
import sharp from 'sharp';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploadFile, type FileRecordBody } from '../domains/files/files-test-kit';
import { setUpTestApp } from '../test/build-test-app';

/** Private means private on every path: never the résumé, a photo or the card, and not hinted at. */

const t = setUpTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.loginAsOwner();
});

const profile = { name: 'Ada', title: 'Analyst', bio: 'Writes programs.' };
const credentials = { skills: [], certifications: [], education: [], isPublic: true };
type Issues = { issues: { path: string; message: string }[] };

async function upload(name: string, visibility: 'public' | 'private', picture = false): Promise<FileRecordBody> {
  const bytes = picture
    ? await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } })
        .png()
        .toBuffer()
    : Buffer.from(`%PDF-1.4 ${name}`);
  return uploadFile(t, cookie, { name, bytes, mimeType: picture ? 'image/png' : 'application/pdf', visibility });
}

const putCredentials = (resumeFileId: string | null) =>
  t.inject({ method: 'PUT', url: '/api/credentials', headers: { cookie }, payload: { ...credentials, resumeFileId } });

describe('the résumé is never a private file', () => {
  it('refuses a private file as resumeFileId with 409 naming why, over REST and tRPC', async () => {
    const secret = await upload('secret.pdf', 'private');
    const rest = await putCredentials(secret.id);
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toMatchObject({
      code: 'CONFLICT',
      issues: [{ path: 'resumeFileId', message: fileUseMessages.privateFileChosen }],
    });
    const trpc = await t.inject({
      method: 'POST',
      url: '/api/trpc/credentials.updateCredentials',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { ...credentials, resumeFileId: secret.id },
    });
    expect(trpc.statusCode).toBe(409);
    expect((await t.inject({ method: 'GET', url: '/api/resume', headers: { cookie } })).statusCode).toBe(404);
  });

  it('keeps the résumé file from turning private (409 naming the résumé); visitors still download it', async () => {
    const cv = await upload('cv.pdf', 'public');
    expect((await putCredentials(cv.id)).statusCode).toBe(200);
    const hidden = await t.inject({
      method: 'PATCH',
      url: `/api/files/${cv.id}`,
      headers: { cookie },
      payload: { visibility: 'private' },
    });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json<Issues>().issues).toEqual([
      { path: 'visibility', message: fileUseMessages.inUse([fileUseMessages.resumeUse]) },
    ]);
    const visitor = await t.inject({ method: 'GET', url: '/api/resume' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toBe('%PDF-1.4 cv.pdf');
  });

  it('answers visitors 404 for a private file found as the résumé anyway (a restored row), the owner still gets it', async () => {
    const cv = await upload('cv.pdf', 'public');
    expect((await putCredentials(cv.id)).statusCode).toBe(200);
    await t.db.updateTable('files').set({ visibility: 'private' }).execute();
    expect((await t.inject({ method: 'GET', url: '/api/resume' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/trpc/credentials.getResume' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/resume', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('pictures are never private files', () => {
  it('refuses a private picture with 409 from the profile, projects and a JSON Resume import, and /og.png never draws it', async () => {
    const secret = await upload('secret.png', 'private', true);
    for (const [method, url, payload, field] of [
      ['PUT', '/api/profile', { ...profile, imageUrl: secret.objectPath }, 'imageUrl'],
      [
        'POST',
        '/api/projects',
        { title: 'T', description: 'D', category: 'hobby', imageUrl: secret.objectPath },
        'imageUrl',
      ],
      [
        'POST',
        '/api/resume.json',
        { basics: { name: 'Ada', label: 'Analyst', summary: 'Hi.', image: secret.objectPath } },
        'basics.image',
      ],
      [
        'POST',
        '/api/resume.json',
        {
          basics: {
            name: 'Ada',
            label: 'Analyst',
            summary: 'Hi.',
            image: `${t.app.config.PUBLIC_URL}${secret.objectPath}`,
          },
        },
        'basics.image',
      ],
    ] as const) {
      const response = await t.inject({ method, url, headers: { cookie }, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBe(409);
      expect(response.json<Issues>().issues).toEqual([{ path: field, message: fileUseMessages.privateFileChosen }]);
    }
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/projects' })).json()).toEqual([]);
  });

  it('leaves a private photo found on the profile anyway (a restored row) off the social card', async () => {
    const secret = await upload('secret.png', 'private', true);
    const card = async () => {
      t.app.publicReads.clear();
      const response = await t.inject({ method: 'GET', url: '/og.png' });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    await t.db
      .insertInto('profile')
      .values({ id: 'default', ...profile })
      .execute();
    const withoutPhoto = await card();
    await t.db.updateTable('profile').set({ imageUrl: secret.objectPath }).execute();
    expect((await card()).equals(withoutPhoto)).toBe(true);
    await t.db.updateTable('files').set({ visibility: 'public' }).execute();
    expect((await card()).equals(withoutPhoto)).toBe(false);
  });

  it('deleting a picture in use answers 409 naming its uses; nothing is cleared', async () => {
    const png = await upload('me.png', 'public', true);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/api/profile',
          headers: { cookie },
          payload: { ...profile, imageUrl: png.objectPath },
        })
      ).statusCode,
    ).toBe(200);
    const project = { title: 'Engine', description: 'Brass.', category: 'hobby', imageUrl: png.objectPath };
    expect(
      (await t.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: project })).statusCode,
    ).toBe(201);

    const deleted = await t.inject({ method: 'DELETE', url: `/api/files/${png.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(409);
    const uses = [fileUseMessages.profilePhotoUse, fileUseMessages.projectPictureUse('Engine')];
    expect(deleted.json<Issues>().issues).toEqual([{ path: 'id', message: fileUseMessages.inUse(uses) }]);
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toMatchObject({ imageUrl: png.objectPath });
    expect((await t.inject({ method: 'GET', url: png.objectPath })).statusCode).toBe(200);
  });
});

describe('the sitemap', () => {
  it('does not move the /files date when a private file is uploaded', async () => {
    await upload('open.pdf', 'public');
    await sql`update files set uploaded_at = '2026-02-03T04:05:06Z'`.execute(t.db);
    const lastmodOfFiles = async () =>
      /\/files<\/loc><lastmod>([^<]+)</.exec((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body)?.[1];
    expect(await lastmodOfFiles()).toBe('2026-02-03T04:05:06.000Z');
    await upload('secret.pdf', 'private');
    expect(await lastmodOfFiles()).toBe('2026-02-03T04:05:06.000Z');
  });
});
