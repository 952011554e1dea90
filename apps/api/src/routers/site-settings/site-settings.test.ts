import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const t = setUpTestApp();

describe('site settings over REST', () => {
  it('answers the defaults to everyone before the first save', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ contactChallenge: false });
  });

  it('lets the owner change a setting, which everyone then reads; fields left out keep their value', async () => {
    const cookie = await t.loginAsOwner();
    const saved = await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { contactChallenge: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ contactChallenge: true });
    expect((await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: {} })).json()).toEqual({ contactChallenge: true });
    expect((await t.inject({ method: 'GET', url: '/api/site' })).json()).toEqual({ contactChallenge: true });
  });

  it('refuses visitors (401) and names a bad value (400)', async () => {
    expect((await t.inject({ method: 'PUT', url: '/api/site', payload: { contactChallenge: true } })).statusCode).toBe(401);
    const cookie = await t.loginAsOwner();
    const bad = await t.inject({ method: 'PUT', url: '/api/site', headers: { cookie }, payload: { contactChallenge: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'contactChallenge' }] });
  });
});
