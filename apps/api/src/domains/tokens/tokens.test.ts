import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';

const t = setUpTestApp();
let cookie: string;

type CreatedToken = {
  id: string;
  name: string;
  scope: 'read' | 'write';
  prefix: string;
  token: string;
  createdAt: string;
  lastUsedAt: string | null;
};

async function createToken(name: string, scope: 'read' | 'write'): Promise<CreatedToken> {
  cookie = await t.loginAsOwner();
  const response = await t.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie },
    payload: { name, scope },
  });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedToken>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('personal access tokens', () => {
  it('shows a new token once and stores only its hash', async () => {
    const created = await createToken('Deploy script', 'write');
    expect(created).toMatchObject({ name: 'Deploy script', scope: 'write', lastUsedAt: null });
    expect(created.token).toMatch(/^folio_[\w-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeLessThan(16);

    const rows = await t.db.selectFrom('accessTokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(created.token);

    const list = await t.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'Deploy script',
        scope: 'write',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(list.body).not.toContain(created.token);
  });

  it('lets a token act as the owner on the REST surface and records its use', async () => {
    const { token } = await createToken('CI', 'read');
    const user = await t.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(user.statusCode).toBe(200);
    const [listed] = (await t.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json<
      CreatedToken[]
    >();
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
  });

  it('revokes a token, which is refused with 401 from then on', async () => {
    const { id, token } = await createToken('Old laptop', 'write');
    const revoked = await t.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: { cookie } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ id });
    const refused = await t.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'The access token is invalid or has been revoked' });
    expect((await t.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json()).toEqual([]);
  });

  it('answers 404 when revoking an unknown token and 400 for a malformed id', async () => {
    cookie = await t.loginAsOwner();
    const unknown = await t.inject({
      method: 'DELETE',
      url: '/api/tokens/00000000-0000-4000-8000-000000000000',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.inject({ method: 'DELETE', url: '/api/tokens/not-an-id', headers: { cookie } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ issues: [{ path: 'id' }] });
  });

  it('keeps read-only tokens from changing anything (403)', async () => {
    const { token } = await createToken('Dashboard', 'read');
    const write = await t.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(token),
      payload: { name: 'Mallory', title: 'x', bio: 'y' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'FORBIDDEN', message: 'This access token is read-only' });
    expect((await t.inject({ method: 'GET', url: '/api/profile' })).json()).toBeNull();
  });

  it('does not let a token, even read-write, create, list or revoke tokens (403)', async () => {
    const { id, token } = await createToken('Leaked', 'write');
    const mint = await t.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: bearer(token),
      payload: { name: 'Persistence', scope: 'write' },
    });
    expect(mint.statusCode).toBe(403);
    expect(mint.json()).toMatchObject({
      message: 'Access tokens can only be managed from a signed-in browser session, not with an access token',
    });
    expect((await t.inject({ method: 'GET', url: '/api/tokens', headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect(await t.db.selectFrom('accessTokens').select('id').execute()).toHaveLength(1);
  });

  it('ignores tokens on the tRPC surface, which only takes the session cookie', async () => {
    const { token } = await createToken('Script', 'write');
    const response = await t.inject({ method: 'GET', url: '/api/trpc/auth.getCurrentUser', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('is managed by the web app over tRPC with the session cookie', async () => {
    cookie = await t.loginAsOwner();
    const created = await t.inject({
      method: 'POST',
      url: '/api/trpc/tokens.createToken',
      headers: { cookie },
      payload: { name: 'From settings', scope: 'read' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json<{ result: { data: CreatedToken } }>().result.data.token).toMatch(/^folio_/);
    const listed = await t.inject({ method: 'GET', url: '/api/trpc/tokens.listTokens', headers: { cookie } });
    expect(listed.json<{ result: { data: unknown[] } }>().result.data).toHaveLength(1);
  });

  it('refuses visitors with 401', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/tokens' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'POST', url: '/api/tokens', payload: { name: 'x', scope: 'read' } })).statusCode,
    ).toBe(401);
  });

  it('names the field of bad input with 400', async () => {
    cookie = await t.loginAsOwner();
    const response = await t.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: '  ', scope: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json<{ issues: { path: string }[] }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(['name', 'scope']);
  });
});
