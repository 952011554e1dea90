import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RESUME_SETTINGS } from '@folio/contracts';
import { appRouter } from '../domains/app-router';
import { hashToken } from '../trpc/token-caller';
import { SoftwareAuthenticator } from '../domains/auth/software-authenticator';
import { Secret, TOTP } from 'otpauth';
import { buildTestApp, TEST_OWNER_PASSWORD, type TestApp } from './build-test-app';

/**
 * docs/architecture.md §3, route by route: every REST route of docs/spec.md §7 (and the additions) called as a visitor, as the
 * owner by cookie, and with a read-only and a read-write personal access token. Bodies are valid, so a status
 * here is about who calls, never about what they sent.
 */

type Caller = 'anonymous' | 'owner' | 'readToken' | 'writeToken';
const CALLERS: Caller[] = ['anonymous', 'owner', 'readToken', 'writeToken'];

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in docs/spec.md §7; `{id}` is filled by `prepare`. */
  path: string;
  expected: Record<Caller, number>;
  /** Creates what the call needs (a row to delete, an upload to register) and answers the concrete request. */
  prepare?: () => Promise<{ id?: string; payload?: unknown }>;
  /** A query's parameters: the REST query string, or the tRPC input. */
  query?: Record<string, string>;
};

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  owner: status,
  readToken: status,
  writeToken: status,
});
const ownerQuery: Record<Caller, number> = { anonymous: 401, owner: 200, readToken: 200, writeToken: 200 };
const ownerMutation = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  owner: status,
  readToken: 403,
  writeToken: status,
});
/** Tokens are managed from the owner's browser session only: no token, however scoped, can mint or revoke one. */
const sessionOnly = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  owner: status,
  readToken: 403,
  writeToken: 403,
});

let t: TestApp;
let cookie: string;
let ownerId: string;
let addressCounter = 0;
const tokens: Record<'read' | 'write', string> = { read: '', write: '' };

async function insertToken(scope: 'read' | 'write', name: string): Promise<{ id: string; token: string }> {
  const token = `folio_${randomBytes(24).toString('hex')}`;
  const row = await t.db
    .insertInto('accessTokens')
    .values({ userId: ownerId, name, scope, tokenHash: hashToken(token), prefix: token.slice(0, 12) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

async function asOwner(options: InjectOptions) {
  const response = await t.inject({ ...options, headers: { ...options.headers, cookie } });
  if (response.statusCode >= 300) throw new Error(`Setup call ${options.url as string} failed: ${response.body}`);
  return response;
}

/** A real upload on the local driver: start, PUT the bytes, and the body that registers it. */
async function uploadBytes() {
  const bytes = Buffer.from('access matrix bytes');
  const start = await asOwner({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { 'content-type': 'application/json' },
  });
  const { uploadURL, objectKey } = start.json<{ uploadURL: string; objectKey: string }>();
  const url = new URL(uploadURL);
  await t.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    headers: { 'content-type': 'text/plain' },
    payload: bytes,
  });
  return { name: 'notes.txt', size: bytes.length, mimeType: 'text/plain', category: 'hobby', objectPath: objectKey };
}

const project = { title: 'Engine', description: 'A calculating engine.', category: 'business', tags: ['brass'] };
const employment = { company: 'Engines Ltd', position: 'Analyst', startDate: '2020-01' };
const message = { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there, owner of this site!' };
const profile = { name: 'Ada', title: 'Analyst', bio: 'Writes programs.' };
const settings = { displayName: 'Ada', themePreference: 'dark', emailNotifications: 1 };
const credentials = {
  skills: [{ group: 'Tools', items: ['Kysely'] }],
  certifications: [],
  education: [],
  resumeFileId: null,
  isPublic: false,
};
const post = { title: 'On engines', body: 'They **calculate**.', tags: ['engines'], status: 'published' };
const jsonResume = {
  basics: { name: 'Ada', label: 'Analyst', summary: 'Writes programs.' },
  work: [{ name: 'Engines Ltd', position: 'Analyst', startDate: '2020-01' }],
};

/** A stored message, as a visitor leaves it (each from an address of its own, past the contact rate limit). */
async function storeMessage(): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/contact',
    payload: message,
    remoteAddress: nextAddress(),
  });
  return response.json<{ id: string }>().id;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/auth/user', expected: ownerQuery },
  { method: 'GET', path: '/api/profile', expected: everyone(200) },
  { method: 'PUT', path: '/api/profile', expected: ownerMutation(200), prepare: async () => ({ payload: profile }) },
  { method: 'GET', path: '/api/projects', expected: everyone(200) },
  {
    method: 'GET',
    path: '/api/projects/{id}',
    expected: everyone(200),
    // A project's page is read by its slug.
    prepare: async () => ({
      id: (await asOwner({ method: 'POST', url: '/api/projects', payload: project })).json<{ slug: string }>().slug,
    }),
  },
  { method: 'POST', path: '/api/projects', expected: ownerMutation(201), prepare: async () => ({ payload: project }) },
  {
    method: 'DELETE',
    path: '/api/projects/{id}',
    expected: ownerMutation(200),
    prepare: async () => ({
      id: (await asOwner({ method: 'POST', url: '/api/projects', payload: project })).json<{ id: string }>().id,
    }),
  },
  {
    method: 'PUT',
    path: '/api/projects/order',
    expected: ownerMutation(200),
    prepare: async () => ({
      payload: {
        ids: (await asOwner({ method: 'GET', url: '/api/projects' })).json<{ id: string }[]>().map((p) => p.id),
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/projects/{id}',
    expected: ownerMutation(200),
    prepare: async () => ({
      id: (await asOwner({ method: 'POST', url: '/api/projects', payload: project })).json<{ id: string }>().id,
      payload: { ...project, title: 'Engine, edited' },
    }),
  },
  { method: 'GET', path: '/api/posts', expected: everyone(200) },
  {
    method: 'GET',
    path: '/api/posts/{id}',
    expected: everyone(200),
    // Posts are read by their slug.
    prepare: async () => ({
      id: (await asOwner({ method: 'POST', url: '/api/posts', payload: post })).json<{ slug: string }>().slug,
    }),
  },
  { method: 'POST', path: '/api/posts', expected: ownerMutation(201), prepare: async () => ({ payload: post }) },
  {
    method: 'PUT',
    path: '/api/posts/{id}',
    expected: ownerMutation(200),
    prepare: async () => ({
      id: (await asOwner({ method: 'POST', url: '/api/posts', payload: post })).json<{ id: string }>().id,
      payload: { ...post, status: 'draft' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/posts/{id}',
    expected: ownerMutation(200),
    prepare: async () => ({
      id: (await asOwner({ method: 'POST', url: '/api/posts', payload: post })).json<{ id: string }>().id,
    }),
  },
  { method: 'GET', path: '/api/search', query: { q: 'engines' }, expected: everyone(200) },
  { method: 'GET', path: '/api/files', expected: everyone(200) },
  {
    method: 'POST',
    path: '/api/objects/upload',
    expected: ownerMutation(200),
    // The original client's quirk: a JSON content type and no body.
    prepare: async () => ({}),
  },
  {
    method: 'POST',
    path: '/api/files',
    expected: ownerMutation(201),
    prepare: async () => ({ payload: await uploadBytes() }),
  },
  {
    method: 'PATCH',
    path: '/api/files/{id}',
    expected: ownerMutation(200),
    prepare: async () => {
      const registered = await asOwner({ method: 'POST', url: '/api/files', payload: await uploadBytes() });
      return { id: registered.json<{ id: string }>().id, payload: { name: 'renamed.txt', visibility: 'private' } };
    },
  },
  {
    method: 'DELETE',
    path: '/api/files/{id}',
    expected: ownerMutation(200),
    prepare: async () => {
      const registered = await asOwner({ method: 'POST', url: '/api/files', payload: await uploadBytes() });
      return { id: registered.json<{ id: string }>().id };
    },
  },
  { method: 'GET', path: '/api/employment', expected: ownerQuery },
  {
    method: 'POST',
    path: '/api/employment',
    expected: ownerMutation(201),
    prepare: async () => ({ payload: employment }),
  },
  {
    method: 'DELETE',
    path: '/api/employment/{id}',
    expected: ownerMutation(200),
    prepare: async () => ({
      id: (await asOwner({ method: 'POST', url: '/api/employment', payload: employment })).json<{ id: string }>().id,
    }),
  },
  {
    method: 'PUT',
    path: '/api/employment/order',
    expected: ownerMutation(200),
    prepare: async () => ({
      payload: {
        ids: (await asOwner({ method: 'GET', url: '/api/employment' })).json<{ id: string }[]>().map((e) => e.id),
      },
    }),
  },
  {
    method: 'PUT',
    path: '/api/employment/{id}',
    expected: ownerMutation(200),
    prepare: async () => ({
      id: (await asOwner({ method: 'POST', url: '/api/employment', payload: employment })).json<{ id: string }>().id,
      payload: { ...employment, position: 'Lead' },
    }),
  },
  { method: 'GET', path: '/api/contact-messages', expected: ownerQuery },
  {
    method: 'PATCH',
    path: '/api/contact-messages/{id}',
    expected: ownerMutation(200),
    prepare: async () => ({ id: await storeMessage(), payload: { read: true } }),
  },
  {
    method: 'DELETE',
    path: '/api/contact-messages/{id}',
    expected: ownerMutation(200),
    prepare: async () => ({ id: await storeMessage() }),
  },
  // Private (the default): the owner's only. Made public, visitors read them too (credentials.test.ts).
  { method: 'GET', path: '/api/credentials', expected: ownerQuery },
  {
    method: 'PUT',
    path: '/api/credentials',
    expected: ownerMutation(200),
    prepare: async () => ({ payload: credentials }),
  },
  {
    method: 'GET',
    path: '/api/resume',
    expected: ownerQuery,
    prepare: async () => {
      const registered = await asOwner({ method: 'POST', url: '/api/files', payload: await uploadBytes() });
      await asOwner({
        method: 'PUT',
        url: '/api/credentials',
        payload: { ...credentials, resumeFileId: registered.json<{ id: string }>().id },
      });
      return {};
    },
  },
  { method: 'GET', path: '/api/resume/settings', expected: ownerQuery },
  {
    method: 'PUT',
    path: '/api/resume/settings',
    expected: ownerMutation(200),
    prepare: async () => ({ payload: DEFAULT_RESUME_SETTINGS }),
  },
  { method: 'GET', path: '/api/resume.json', expected: ownerQuery },
  {
    method: 'POST',
    path: '/api/resume.json',
    expected: ownerMutation(200),
    prepare: async () => ({ payload: jsonResume }),
  },
  { method: 'GET', path: '/api/mail-status', expected: ownerQuery },
  { method: 'POST', path: '/api/contact', expected: everyone(201), prepare: async () => ({ payload: message }) },
  { method: 'GET', path: '/api/user-settings', expected: ownerQuery },
  {
    method: 'PUT',
    path: '/api/user-settings',
    expected: ownerMutation(200),
    prepare: async () => ({ payload: settings }),
  },
  { method: 'GET', path: '/api/activity-stats', expected: ownerQuery },
  { method: 'GET', path: '/api/activity-logs', expected: ownerQuery },
  { method: 'GET', path: '/api/backups', expected: ownerQuery },
  { method: 'GET', path: '/api/activity-insights', expected: ownerQuery },
  { method: 'GET', path: '/api/activity-realtime', expected: ownerQuery },
  { method: 'POST', path: '/api/analytics/report', expected: ownerMutation(200) },
  // The beacon answers 202: the view is buffered, not yet written.
  {
    method: 'POST',
    path: '/api/activity',
    expected: everyone(202),
    prepare: async () => ({ payload: { page: '/', action: 'view' } }),
  },
  { method: 'GET', path: '/api/tokens', expected: sessionOnly(200) },
  {
    method: 'POST',
    path: '/api/tokens',
    expected: sessionOnly(201),
    prepare: async () => ({ payload: { name: 'CI', scope: 'read' } }),
  },
  {
    method: 'DELETE',
    path: '/api/tokens/{id}',
    expected: sessionOnly(200),
    prepare: async () => ({ id: (await insertToken('read', 'to revoke')).id }),
  },
  { method: 'GET', path: '/api/site', expected: everyone(200) },
  {
    method: 'PUT',
    path: '/api/site',
    expected: ownerMutation(200),
    prepare: async () => ({ payload: { contactChallenge: false } }),
  },
  { method: 'GET', path: '/api/contact/challenge', expected: everyone(200) },
  {
    method: 'POST',
    path: '/api/auth/password',
    expected: sessionOnly(200),
    prepare: async () => ({ payload: { currentPassword: TEST_OWNER_PASSWORD, newPassword: TEST_OWNER_PASSWORD } }),
  },
  { method: 'GET', path: '/api/auth/sessions', expected: sessionOnly(200) },
  { method: 'DELETE', path: '/api/auth/sessions', expected: sessionOnly(200) },
  {
    method: 'DELETE',
    path: '/api/auth/sessions/{id}',
    expected: sessionOnly(200),
    prepare: async () => ({ id: await anotherSessionId() }),
  },
  { method: 'GET', path: '/api/auth/totp', expected: sessionOnly(200) },
  { method: 'POST', path: '/api/auth/passkeys/options', expected: sessionOnly(200) },
  { method: 'GET', path: '/api/auth/passkeys', expected: sessionOnly(200) },
  {
    method: 'POST',
    path: '/api/auth/passkeys',
    expected: sessionOnly(201),
    prepare: async () => ({ payload: await passkeyToAdd() }),
  },
  {
    method: 'PATCH',
    path: '/api/auth/passkeys/{id}',
    expected: sessionOnly(200),
    prepare: async () => ({ id: await addedPasskeyId(), payload: { name: 'Renamed' } }),
  },
  {
    method: 'DELETE',
    path: '/api/auth/passkeys/{id}',
    expected: sessionOnly(200),
    prepare: async () => ({ id: await addedPasskeyId() }),
  },
  {
    method: 'POST',
    path: '/api/auth/totp',
    expected: sessionOnly(200),
    prepare: async () => {
      await t.db.deleteFrom('ownerTotp').execute();
      return {};
    },
  },
  {
    method: 'POST',
    path: '/api/auth/totp/confirm',
    expected: sessionOnly(200),
    prepare: async () => {
      await t.db.deleteFrom('ownerTotp').execute();
      const { secret } = (
        await asOwner({ method: 'POST', url: '/api/auth/totp', headers: { 'content-type': 'application/json' } })
      ).json<{ secret: string }>();
      return { payload: { code: currentCode(secret) } };
    },
  },
  {
    method: 'DELETE',
    path: '/api/auth/totp',
    expected: sessionOnly(200),
    prepare: async () => {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await t.db
        .insertInto('ownerTotp')
        .values({ userId: ownerId, secret })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ secret, lastUsedStep: null }))
        .execute();
      return { payload: { code: currentCode(secret) } };
    },
  },
];

/** A new passkey's registration, answered by a software authenticator to the owner's own challenge. */
async function passkeyToAdd(): Promise<{ name: string; response: unknown }> {
  const { challenge } = (
    await asOwner({
      method: 'POST',
      url: '/api/auth/passkeys/options',
      headers: { 'content-type': 'application/json' },
    })
  ).json<{ challenge: string }>();
  return {
    name: 'Laptop',
    response: new SoftwareAuthenticator('localhost', 'http://localhost:3000').register(challenge),
  };
}

async function addedPasskeyId(): Promise<string> {
  return (await asOwner({ method: 'POST', url: '/api/auth/passkeys', payload: await passkeyToAdd() })).json<{
    id: string;
  }>().id;
}

function currentCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** The listed id of a second session of the owner's (signed in with the password alone). */
async function anotherSessionId(): Promise<string> {
  await t.db.deleteFrom('ownerTotp').execute();
  await t.loginAsOwner();
  const sessions = (await asOwner({ method: 'GET', url: '/api/auth/sessions' })).json<
    { id: string; current: boolean }[]
  >();
  const other = sessions.find((session) => !session.current);
  if (!other) throw new Error('No second session to end');
  return other.id;
}

function authHeaders(caller: Caller): Record<string, string> {
  if (caller === 'owner') return { cookie };
  if (caller === 'readToken') return { authorization: `Bearer ${tokens.read}` };
  if (caller === 'writeToken') return { authorization: `Bearer ${tokens.write}` };
  return {};
}

/** Each call from an address of its own, so per-address rate limits (contact, beacon) never decide a status. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.0.${String(Math.floor(addressCounter / 250))}.${String((addressCounter % 250) + 1)}`;
}

beforeAll(async () => {
  // Mail configured (to a port where nothing listens: queued mails just wait), so the weekly report can be asked for.
  t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'owner@example.com' } });
  cookie = await t.loginAsOwner();
  ownerId = (await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
  tokens.read = (await insertToken('read', 'read-only')).token;
  tokens.write = (await insertToken('write', 'read-write')).token;
});
afterAll(() => t.close());

describe('REST surface: who may call what (docs/architecture.md §3)', () => {
  for (const route of ROUTES) {
    for (const caller of CALLERS) {
      const expected = route.expected[caller];
      it(`${route.method} ${route.path} as ${caller} → ${String(expected)}`, async () => {
        const { id, payload } = (await route.prepare?.()) ?? {};
        const hasBody =
          payload !== undefined || route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
        const response = await t.inject({
          method: route.method,
          url:
            route.path.replace('{id}', id ?? '') +
            (route.query ? `?${new URLSearchParams(route.query).toString()}` : ''),
          headers: { ...authHeaders(caller), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
          remoteAddress: nextAddress(),
        });
        expect(response.statusCode, response.body).toBe(expected);
      });
    }
  }

  it('covers every REST route the API declares', () => {
    const procedures = (appRouter._def as unknown as { procedures: Record<string, ProcedureDef> }).procedures;
    const declared = Object.values(procedures).flatMap(({ _def }) =>
      _def.meta?.openapi ? [`${_def.meta.openapi.method} /api${_def.meta.openapi.path}`] : [],
    );
    const covered = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(covered).toEqual(expect.arrayContaining(declared));
  });

  it('refuses an unknown or malformed bearer token with 401 instead of treating it as a visitor', async () => {
    const unknown = await t.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: 'Bearer folio_nope' },
    });
    expect(unknown.statusCode).toBe(401);
    const malformed = await t.inject({ method: 'GET', url: '/api/projects', headers: { authorization: 'Basic abc' } });
    expect(malformed.statusCode).toBe(401);
  });
});

type ProcedureDef = {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: { openapi?: { method: string; path: string } } };
};

/** The tRPC procedure behind a REST route, found by its `meta.openapi`. */
function procedureFor(route: Route): { name: string; type: string } | undefined {
  const procedures = (appRouter._def as unknown as { procedures: Record<string, ProcedureDef> }).procedures;
  const restPath = route.path.replace(/^\/api/, '');
  const found = Object.entries(procedures).find(
    ([, procedure]) =>
      procedure._def.meta?.openapi?.method === route.method && procedure._def.meta.openapi.path === restPath,
  );
  return found && { name: found[0], type: found[1]._def.type };
}

describe('tRPC surface: the cookie counts, a bearer token does not', () => {
  for (const route of ROUTES) {
    const ownerOnly = route.expected.anonymous === 401;
    it(`${route.method} ${route.path} over tRPC: ${ownerOnly ? 'owner by cookie only' : 'open to everyone'}`, async () => {
      const procedure = procedureFor(route);
      expect(procedure, `no tRPC procedure declares ${route.method} ${route.path}`).toBeDefined();
      if (!procedure) return;

      // As the web app's httpBatchLink sends it: `?batch=1` and the inputs keyed by position.
      const call = async (headers: Record<string, string>) => {
        const { id, payload } = (await route.prepare?.()) ?? {};
        const input = route.query ?? (id === undefined ? payload : { id, ...(payload as object | undefined) });
        const batch = JSON.stringify(input === undefined ? {} : { 0: input });
        const url = `/api/trpc/${procedure.name}?batch=1`;
        const request: InjectOptions =
          procedure.type === 'query'
            ? { method: 'GET', url: `${url}&input=${encodeURIComponent(batch)}`, headers }
            : { method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: batch };
        return t.inject({ ...request, remoteAddress: nextAddress() });
      };

      const withCookie = await call({ cookie });
      expect(withCookie.statusCode, withCookie.body).toBe(200);
      // A valid read-write token on the tRPC surface is ignored: the caller is a visitor.
      const withToken = await call({ authorization: `Bearer ${tokens.write}` });
      expect(withToken.statusCode, withToken.body).toBe(ownerOnly ? 401 : 200);
      const anonymous = await call({});
      expect(anonymous.statusCode, anonymous.body).toBe(ownerOnly ? 401 : 200);
    });
  }
});
