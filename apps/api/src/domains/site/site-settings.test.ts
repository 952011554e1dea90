import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { uploadFile } from '../files/files-test-kit';

const t = setUpTestApp();

const DEFAULTS = {
  contactChallenge: false,
  name: 'Portfolio',
  accentColor: '#4f46e5',
  defaultColorScheme: 'light',
  logoFileId: null,
  logoUrl: null,
  language: 'en',
};

async function uploadPng(cookie: string, extra: Record<string, unknown> = {}) {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();
  return uploadFile(t, cookie, { name: 'logo.png', bytes, mimeType: 'image/png', ...extra } as never);
}

describe('site settings over REST', () => {
  it("answers SPEC's site to everyone before the first save: 'Portfolio', the indigo, light, no logo", async () => {
    const response = await t.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ palette: string[] }>();
    expect(body).toMatchObject(DEFAULTS);
    expect(body.palette).toHaveLength(10);
    expect(body.palette[6]).toBe('#4f46e5');
  });

  it('lets the owner change a setting, which everyone then reads; fields left out keep their value', async () => {
    const cookie = await t.loginAsOwner();
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { cookie },
      payload: { contactChallenge: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...DEFAULTS, contactChallenge: true });
    const brand = { name: 'Ada Lovelace', accentColor: '#0F766E', defaultColorScheme: 'dark' };
    const branded = await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: brand });
    expect(branded.statusCode).toBe(200);
    expect(branded.json()).toMatchObject({
      contactChallenge: true,
      name: 'Ada Lovelace',
      accentColor: '#0f766e',
      defaultColorScheme: 'dark',
    });
    expect(
      (await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: {} })).json(),
    ).toMatchObject({ name: 'Ada Lovelace' });
    const german = await t.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { cookie },
      payload: { language: 'de' },
    });
    expect(german.json()).toMatchObject({ name: 'Ada Lovelace', language: 'de' });
    const read = (await t.inject({ method: 'GET', url: '/api/site' })).json<{ palette: string[] }>();
    expect(read).toMatchObject({
      contactChallenge: true,
      name: 'Ada Lovelace',
      accentColor: '#0f766e',
      defaultColorScheme: 'dark',
      language: 'de',
    });
    expect(read.palette[6]).toBe('#0f766e');
  });

  it('adjusts an accent too light to read rather than showing white text on yellow', async () => {
    const cookie = await t.loginAsOwner();
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { cookie },
      payload: { accentColor: '#ffff00' },
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<{ accentColor: string; palette: string[] }>();
    expect(body.accentColor).toBe('#ffff00');
    expect(body.palette[6]).not.toBe('#ffff00');
  });

  it('refuses visitors (401) and names a bad value (400)', async () => {
    expect((await t.inject({ method: 'PUT', url: '/api/site', payload: { contactChallenge: true } })).statusCode).toBe(
      401,
    );
    const cookie = await t.loginAsOwner();
    const bad = async (payload: Record<string, unknown>) => {
      const response = await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json<{ code: string; issues: { path: string; message: string }[] }>();
    };
    expect(await bad({ contactChallenge: 'yes' })).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'contactChallenge' }],
    });
    expect(await bad({ accentColor: 'teal' })).toMatchObject({
      issues: [{ path: 'accentColor', message: 'Must be a colour written as #rrggbb' }],
    });
    expect(await bad({ accentColor: '#12345' })).toMatchObject({ issues: [{ path: 'accentColor' }] });
    expect(await bad({ name: '   ' })).toMatchObject({ issues: [{ path: 'name', message: 'Required' }] });
    expect(await bad({ name: 'x'.repeat(61) })).toMatchObject({ issues: [{ path: 'name' }] });
    expect(await bad({ defaultColorScheme: 'sepia' })).toMatchObject({ issues: [{ path: 'defaultColorScheme' }] });
    expect(await bad({ language: 'xx' })).toMatchObject({ issues: [{ path: 'language' }] });
    expect(await bad({ language: 'EN' })).toMatchObject({ issues: [{ path: 'language' }] });
    expect(await bad({ logoFileId: 'not-an-id' })).toMatchObject({ issues: [{ path: 'logoFileId' }] });
    expect(await bad({ logoFileId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      issues: [{ path: 'logoFileId' }],
    });
  });
});

describe('the logo', () => {
  it('is a picture: shown to everyone by its address, kept from deletion while it is the logo, removable', async () => {
    const cookie = await t.loginAsOwner();
    const logo = await uploadPng(cookie, { purpose: 'picture' });
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { cookie },
      payload: { logoFileId: logo.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/site' })).json()).toMatchObject({
      logoFileId: logo.id,
      logoUrl: logo.objectPath,
    });

    const deleted = await t.inject({ method: 'DELETE', url: `/api/files/${logo.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<{ message: string }>().message).toContain('the site logo');

    expect(
      (await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { logoFileId: null } })).json(),
    ).toMatchObject({ logoFileId: null, logoUrl: null });
    expect((await t.inject({ method: 'DELETE', url: `/api/files/${logo.id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a private file (409) and a file that is no picture (400), naming logoFileId', async () => {
    const cookie = await t.loginAsOwner();
    const privateFile = await uploadPng(cookie, { visibility: 'private' });
    const refused = await t.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { cookie },
      payload: { logoFileId: privateFile.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ issues: [{ path: 'logoFileId' }] });
    const download = await uploadPng(cookie);
    const notPicture = await t.inject({
      method: 'PUT',
      url: '/api/site',
      headers: { cookie },
      payload: { logoFileId: download.id },
    });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json()).toMatchObject({ issues: [{ path: 'logoFileId' }] });
  });
});
