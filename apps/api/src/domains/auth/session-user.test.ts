import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const t = setUpTestApp();

const SESSION_USER = '/api/trpc/auth.getSessionUser';

describe("the web app's sign-in check", () => {
  it('answers null to a visitor, with 200, while REST keeps its 401', async () => {
    const check = await t.inject({ method: 'GET', url: SESSION_USER });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ result: { data: null } });

    const rest = await t.inject({ method: 'GET', url: '/api/auth/user' });
    expect(rest.statusCode).toBe(401);
  });

  it('answers the signed-in owner', async () => {
    const cookie = await t.loginAsOwner();
    const check = await t.inject({ method: 'GET', url: SESSION_USER, headers: { cookie } });
    expect(check.statusCode).toBe(200);
    const { result } = check.json<{ result: { data: { id: string } | null } }>();
    expect(result.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const rest = await t.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(rest.json<{ id: string }>().id).toBe(result.data?.id);
  });

  it('is not part of the REST surface', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    // The owner's list of sessions is (/auth/sessions); the web app's sign-in check is not.
    expect(
      Object.keys(document.paths).filter((path) => path.includes('session') && !path.startsWith('/auth/sessions')),
    ).toEqual([]);
  });
});
