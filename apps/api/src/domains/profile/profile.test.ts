import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const profile = {
  name: 'Ada Lovelace',
  title: 'Analyst',
  bio: 'Writes programs for engines that do not exist yet.',
  email: 'ada@example.com',
  github: 'https://github.com/ada',
};

const t = setUpTestApp();

describe('profile over REST', () => {
  it('answers null before the owner saves a profile', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('saves the profile for the owner, turning empty optional fields into null', async () => {
    const cookie = await t.loginAsOwner();
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...profile, phone: '', twitter: '' },
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.inject({ method: 'GET', url: '/api/profile' });
    expect(read.json()).toMatchObject({ ...profile, phone: null, twitter: null, linkedin: null });
  });

  it('keeps the phone from visitors (REST, tRPC, the server-rendered card data) unless the owner publishes it', async () => {
    const cookie = await t.loginAsOwner();
    const save = (isPhonePublic?: boolean) =>
      t.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie },
        payload: { ...profile, phone: '+44 20 7946 0000', location: 'London', isPhonePublic },
      });
    expect((await save()).json()).toMatchObject({ phone: '+44 20 7946 0000', isPhonePublic: false });
    const visitor = await t.inject({ method: 'GET', url: '/api/profile' });
    expect(visitor.json()).toMatchObject({ phone: null, location: 'London', isPhonePublic: false });
    expect(visitor.body).not.toContain('7946');
    const trpcVisitor = await t.inject({ method: 'GET', url: '/api/trpc/profile.getProfile' });
    expect(trpcVisitor.body).not.toContain('7946');
    // The owner's answer differs from the visitors': never from a shared cache.
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    const owner = await t.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(owner.json()).toMatchObject({ phone: '+44 20 7946 0000' });

    expect((await save(true)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toMatchObject({
      phone: '+44 20 7946 0000',
      isPhonePublic: true,
    });
    expect((await save(false)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toMatchObject({ phone: null });
  });

  it('keeps the availability (open to work) a script leaves out, clears it with null, and names its bad fields', async () => {
    const cookie = await t.loginAsOwner();
    const put = (payload: Record<string, unknown>) =>
      t.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });
    const availability = { roles: 'Staff roles', from: '2027-03', where: '', remote: true };
    expect((await put({ ...profile, availability })).json().availability).toEqual({
      roles: 'Staff roles',
      from: '2027-03',
      where: null,
      remote: true,
      showOnHome: true,
    });
    // A script written before availability existed keeps it.
    expect((await put(profile)).json().availability).toMatchObject({ roles: 'Staff roles' });
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json().availability).toMatchObject({
      remote: true,
    });
    expect((await put({ ...profile, availability: null })).json().availability).toBeNull();

    const bad = await put({ ...profile, availability: { roles: ' ', from: 'March' } });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(fields).toEqual(expect.arrayContaining(['availability.roles', 'availability.from']));
  });

  it('refuses visitors with 401', async () => {
    const response = await t.inject({ method: 'PUT', url: '/api/profile', payload: profile });
    expect(response.statusCode).toBe(401);
  });

  it('names the field of bad input with 400', async () => {
    const cookie = await t.loginAsOwner();
    const response = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { ...profile, email: 'not-an-email', github: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ issues: { path: string; message: string }[] }>();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid email address' },
        { path: 'github', message: 'Must be an http(s) URL' },
      ]),
    );
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const cookie = await t.loginAsOwner();
    const response = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
  });
});
