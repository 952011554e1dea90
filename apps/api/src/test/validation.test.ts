import { TEXT_LIMITS } from '@folio/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from './build-test-app';

/**
 * The projects, employment, contact and settings write routes: bad input answers 400 with
 * the fields named (docs/architecture.md §6), broken bodies answer 4xx, never 500, and nothing is written on failure.
 */

type Issue = { path: string; message: string };
type WriteRoute = {
  method: 'POST' | 'PUT';
  url: string;
  /** The table a successful call would write to. */
  table: 'projects' | 'employment' | 'contactMessages' | 'userSettings';
  /** Bad bodies and the fields (with messages) the answer must name. */
  cases: { name: string; payload: unknown; issues: Issue[] }[];
};

const tooLong = (limit: number) => 'x'.repeat(limit + 1);
const longer = (limit: number): Issue['message'] => `Must be at most ${String(limit)} characters`;

const validProject = { title: 'Engine', description: 'A calculating engine.', category: 'business' };
const validEmployment = { company: 'Engines Ltd', position: 'Analyst', startDate: '2020-01' };
const validMessage = { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there, owner of this site!' };

const ROUTES: WriteRoute[] = [
  {
    method: 'POST',
    url: '/api/projects',
    table: 'projects',
    cases: [
      {
        name: 'missing fields',
        payload: {},
        issues: [
          { path: 'title', message: 'Required' },
          { path: 'description', message: 'Required' },
          { path: 'category', message: 'Required' },
        ],
      },
      {
        name: 'wrong types',
        payload: { ...validProject, title: 42, category: 'work', tags: 'brass' },
        issues: [
          { path: 'title', message: 'Invalid input' },
          { path: 'category', message: 'Invalid input' },
          { path: 'tags', message: 'Invalid input' },
        ],
      },
      {
        name: 'over-long text and too many tags',
        payload: {
          ...validProject,
          description: tooLong(TEXT_LIMITS.description),
          tags: Array(TEXT_LIMITS.tags + 1).fill('t'),
        },
        issues: [
          { path: 'description', message: longer(TEXT_LIMITS.description) },
          { path: 'tags', message: `Must have at most ${String(TEXT_LIMITS.tags)} items` },
        ],
      },
      {
        name: 'non-http URLs',
        payload: { ...validProject, imageUrl: 'javascript:alert(1)', link: 'ftp://example.com/file' },
        issues: [
          { path: 'imageUrl', message: 'Must be an http(s) URL or an uploaded picture (/objects/uploads/…)' },
          { path: 'link', message: 'Must be an http(s) URL' },
        ],
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/employment',
    table: 'employment',
    cases: [
      {
        name: 'missing fields',
        payload: {},
        issues: [
          { path: 'company', message: 'Required' },
          { path: 'position', message: 'Required' },
          { path: 'startDate', message: 'Required' },
        ],
      },
      {
        name: 'wrong types',
        payload: { ...validEmployment, company: ['a'], startDate: 202001 },
        issues: [
          { path: 'company', message: 'Invalid input' },
          { path: 'startDate', message: 'Invalid input' },
        ],
      },
      {
        name: 'over-long text',
        payload: {
          ...validEmployment,
          position: tooLong(TEXT_LIMITS.short),
          description: tooLong(TEXT_LIMITS.description),
        },
        issues: [
          { path: 'position', message: longer(TEXT_LIMITS.short) },
          { path: 'description', message: longer(TEXT_LIMITS.description) },
        ],
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/contact',
    table: 'contactMessages',
    cases: [
      {
        name: 'missing fields',
        payload: {},
        issues: [
          { path: 'name', message: 'Required' },
          { path: 'email', message: 'Required' },
          { path: 'message', message: 'Required' },
        ],
      },
      {
        name: 'wrong types',
        payload: { ...validMessage, email: 7, subject: { text: 'hi' } },
        issues: [
          { path: 'email', message: 'Invalid input' },
          { path: 'subject', message: 'Invalid input' },
        ],
      },
      {
        name: 'over-long text',
        payload: { ...validMessage, name: tooLong(TEXT_LIMITS.short), message: tooLong(TEXT_LIMITS.message) },
        issues: [
          { path: 'name', message: longer(TEXT_LIMITS.short) },
          { path: 'message', message: longer(TEXT_LIMITS.message) },
        ],
      },
    ],
  },
  {
    method: 'PUT',
    url: '/api/user-settings',
    table: 'userSettings',
    cases: [
      {
        name: 'wrong types',
        payload: { displayName: 7, themePreference: 'sepia', emailNotifications: '1' },
        issues: [
          { path: 'displayName', message: 'Invalid input' },
          { path: 'themePreference', message: 'Invalid input' },
          { path: 'emailNotifications', message: 'Invalid input' },
        ],
      },
      {
        name: 'an over-long display name',
        payload: { displayName: tooLong(TEXT_LIMITS.short), themePreference: 'light', emailNotifications: 1 },
        issues: [{ path: 'displayName', message: longer(TEXT_LIMITS.short) }],
      },
    ],
  },
];

const t = setUpTestApp();
let cookie: string;

async function send(route: WriteRoute, options: Partial<InjectOptions>) {
  cookie = await t.loginAsOwner();
  return t.inject({ method: route.method, url: route.url, ...options, headers: { cookie, ...options.headers } });
}

async function expectNothingWritten(route: WriteRoute): Promise<void> {
  expect(await t.db.selectFrom(route.table).select('id').execute()).toEqual([]);
}

for (const route of ROUTES) {
  describe(`${route.method} ${route.url}`, () => {
    for (const { name, payload, issues } of route.cases) {
      it(`answers 400 naming the fields for ${name}, and writes nothing`, async () => {
        const response = await send(route, { payload: payload as InjectOptions['payload'] });
        expect(response.statusCode).toBe(400);
        const body = response.json<{ code: string; message: string; issues: Issue[] }>();
        expect(body.code).toBe('BAD_REQUEST');
        expect(body.issues).toEqual(expect.arrayContaining(issues));
        // The message names the first field, for clients that show only the message.
        expect(body.message).toBe(`${body.issues[0]?.path ?? ''}: ${body.issues[0]?.message ?? ''}`);
        await expectNothingWritten(route);
      });
    }

    it('answers 400 to malformed JSON, and writes nothing', async () => {
      const response = await send(route, { headers: { 'content-type': 'application/json' }, payload: '{"name": "x",' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
      await expectNothingWritten(route);
    });

    it('answers 415 to a body that is not JSON, and writes nothing', async () => {
      const response = await send(route, { headers: { 'content-type': 'text/plain' }, payload: 'name=x' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      await expectNothingWritten(route);
    });
  });
}

describe('ids in the path', () => {
  for (const url of ['/api/projects/not-a-uuid', '/api/employment/42']) {
    it(`DELETE ${url} answers 400 naming the id`, async () => {
      cookie = await t.loginAsOwner();
      const response = await t.inject({ method: 'DELETE', url, headers: { cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ issues: Issue[] }>().issues).toEqual([{ path: 'id', message: 'Invalid input' }]);
    });
  }
});

describe('the tRPC surface', () => {
  it('answers bad input with 400 and the fields in data.issues', async () => {
    cookie = await t.loginAsOwner();
    const response = await t.inject({
      method: 'POST',
      url: '/api/trpc/projects.createProject',
      headers: { cookie },
      payload: { ...validProject, link: 'mailto:ada@example.com', title: '' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { data: { code: string; httpStatus: number; issues: Issue[] } } }>();
    expect(error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(error.data.issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Required' },
        { path: 'link', message: 'Must be an http(s) URL' },
      ]),
    );
    expect(await t.db.selectFrom('projects').select('id').execute()).toEqual([]);
  });

  it('answers the contact form messages of docs/spec.md §5 to the web app', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/trpc/contact.sendContactMessage',
      payload: { name: 'A', email: 'not-an-email', message: 'Too short' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { data: { issues: Issue[] } } }>();
    expect(error.data.issues).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Invalid email address' },
      { path: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    cookie = await t.loginAsOwner();
    const response = await t.inject({
      method: 'POST',
      url: '/api/trpc/employment.createEmployment',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"company": ',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('text PostgreSQL cannot store', () => {
  const UNSTORABLE = 'Contains characters that cannot be stored';

  it('refuses a NUL character on REST with 400 naming the field, and writes nothing', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validMessage, name: 'Al\u0000x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'name', message: UNSTORABLE }] });
    expect(await t.db.selectFrom('contactMessages').select('id').execute()).toEqual([]);
  });

  it('names the item of a list that holds one', async () => {
    cookie = await t.loginAsOwner();
    const response = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { ...validProject, tags: ['brass', 'gears\u0000'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'tags.1', message: UNSTORABLE }] });
    expect(await t.db.selectFrom('projects').select('id').execute()).toEqual([]);
  });

  it('refuses it on the tRPC surface too', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/trpc/contact.sendContactMessage',
      payload: { ...validMessage, message: 'Hello\u0000 there, owner!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { data: { issues: [{ path: 'message', message: UNSTORABLE }] } } });
  });

  it.each([
    ['a NUL in metadata', { page: '/', metadata: { campaign: 'a\u0000b' } }, 'metadata.campaign'],
    ['a lone surrogate in metadata', { page: '/', metadata: { campaign: 'a\uD800b' } }, 'metadata.campaign'],
    ['a NUL in the page', { page: '/files\u0000' }, 'page'],
  ])('refuses a page-view beacon with %s', async (_name, payload, path) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/activity',
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path, message: UNSTORABLE }] });
  });
});

describe('bodies the API does not take', () => {
  it('answers 415 to a multipart body on the tRPC surface, before reading it', async () => {
    const boundary = 'folio-boundary';
    const response = await t.inject({
      method: 'POST',
      url: '/api/trpc/contact.sendContactMessage',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 with its code to a JSON body over 1 MB', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validMessage, message: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
