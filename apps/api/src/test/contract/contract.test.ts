import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import createClient, { type Middleware } from 'openapi-fetch';
import type { OpenAPIObject } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OWNER_PASSWORD, type TestApp } from '../build-test-app';
import type { paths } from './openapi-types.generated';

/**
 * the owner's workflow through a client generated from the live document (openapi-typescript +
 * openapi-fetch; `pnpm typecheck` writes its types first, see write-client-types.ts), over real HTTP with a personal access token, and every answer, success or error, checked
 * against the document with ajv: its status must be documented, and its body must match the schema.
 */
type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> };
type Document = OpenAPIObject & { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let origin: string;
let document: Document;
let cookie: string;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addFormat('binary', true);
/** Every answer checked, as `METHOD path status`: the test fails if one was not. */
const checked: string[] = [];

const pointer = (...segments: string[]) =>
  segments.map((segment) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/** Checks one answer against the document: a documented status, and a body of the documented type and schema. */
async function checkAnswer(method: string, schemaPath: string, response: Response): Promise<void> {
  const label = `${method} ${schemaPath} ${String(response.status)}`;
  const operation = document.paths[schemaPath]?.[method.toLowerCase()];
  expect(operation, `${method} ${schemaPath} is not in the document`).toBeDefined();
  const documented = operation?.responses[String(response.status)];
  expect(documented, `${label}: status not documented`).toBeDefined();
  const ref = documented?.$ref;
  const answer = ref ? (document.components?.responses?.[ref.split('/').pop() ?? ''] as typeof documented) : documented;
  const base = ref
    ? `openapi#/${pointer('components', 'responses', ref.split('/').pop() ?? '')}`
    : `openapi#/${pointer('paths', schemaPath, method.toLowerCase(), 'responses', String(response.status))}`;
  const body = await response.clone().text();
  const contentTypes = Object.keys(answer?.content ?? {});
  if (contentTypes.length === 0) {
    expect(body, `${label}: documented without a body`).toBe('');
  } else if (contentTypes.includes('application/json')) {
    expect(response.headers.get('content-type') ?? '(none)', label).toMatch(/^application\/json/);
    const validate =
      ajv.getSchema(`${base}/content/application~1json/schema`) ??
      ajv.compile({ $ref: `${base}/content/application~1json/schema` });
    const valid = validate(JSON.parse(body));
    expect(validate.errors ?? [], `${label}: ${body.slice(0, 300)}`).toEqual([]);
    expect(valid).toBe(true);
  } else {
    const type = response.headers.get('content-type')?.split(';')[0] ?? '';
    expect(
      contentTypes.some((documentedType) => documentedType === type || documentedType === '*/*'),
      `${label}: ${type}`,
    ).toBe(true);
  }
  checked.push(label);
}

const validateEveryAnswer: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    await checkAnswer(request.method, schemaPath, response);
  },
};

function client(headers: Record<string, string>) {
  const api = createClient<paths>({ baseUrl: `${origin}/api`, headers });
  api.use(validateEveryAnswer);
  return api;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
  document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as Document;
  ajv.addSchema(document, 'openapi');
  const login = await fetch(`${origin}/api/login/password`, {
    method: 'POST',
    body: new URLSearchParams({ password: TEST_OWNER_PASSWORD }),
    redirect: 'manual',
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});
afterAll(() => t.close());

describe('the REST contract', () => {
  it("runs the owner's workflow with a token, every answer as documented", async () => {
    const session = client({ cookie });
    const created = await session.POST('/tokens', { body: { name: 'contract test', scope: 'write' } });
    expect(created.response.status).toBe(201);
    const token = created.data?.token ?? '';
    const owner = client({ authorization: `Bearer ${token}` });
    const visitor = client({});

    // Profile
    expect((await visitor.GET('/profile')).response.status).toBe(200);
    const profile = await owner.PUT('/profile', {
      body: {
        name: 'Ada Lovelace',
        title: 'Analyst',
        bio: 'Notes on the engine.',
        email: 'ada@example.com',
        phone: null,
        location: null,
        github: null,
        linkedin: null,
        twitter: null,
        imageUrl: null,
      },
    });
    expect(profile.response.status).toBe(200);

    // Projects
    const project = await owner.POST('/projects', {
      body: { title: 'Engine', description: 'Tables.', category: 'business' },
    });
    expect(project.response.status).toBe(201);
    const projectId = project.data?.id ?? '';
    expect((await visitor.GET('/projects')).data?.map((p) => p.id)).toEqual([projectId]);
    expect(
      (
        await owner.PUT('/projects/{id}', {
          params: { path: { id: projectId } },
          body: { title: 'Engine 2', description: 'Tables.', category: 'hobby' },
        })
      ).response.status,
    ).toBe(200);
    expect((await owner.PUT('/projects/order', { body: { ids: [projectId] } })).response.status).toBe(200);
    // A project's page: read by anyone, by its slug or its id
    const projectSlug = project.data?.slug ?? '';
    expect((await visitor.GET('/projects/{id}', { params: { path: { id: projectSlug } } })).data?.title).toBe(
      'Engine 2',
    );
    expect((await visitor.GET('/projects/{id}', { params: { path: { id: projectId } } })).data?.slug).toBe(projectSlug);

    // Posts: a draft is the owner's until it is published
    const draft = await owner.POST('/posts', {
      body: { title: 'Notes on the engine', body: 'It **weaves** algebra.', tags: ['engines'], status: 'draft' },
    });
    expect(draft.response.status).toBe(201);
    const postId = draft.data?.id ?? '';
    const slug = draft.data?.slug ?? '';
    expect((await visitor.GET('/posts/{id}', { params: { path: { id: slug } } })).response.status).toBe(404);
    const published = await owner.PUT('/posts/{id}', {
      params: { path: { id: postId } },
      body: { title: 'Notes on the engine', body: 'It **weaves** algebra.', tags: ['engines'], status: 'published' },
    });
    expect(published.data?.bodyHtml).toBe('<p>It <strong>weaves</strong> algebra.</p>');
    expect((await visitor.GET('/posts', { params: { query: { tag: 'engines' } } })).data?.map((p) => p.slug)).toEqual([
      slug,
    ]);
    expect((await visitor.GET('/posts/{id}', { params: { path: { id: slug } } })).data?.title).toBe(
      'Notes on the engine',
    );
    expect((await owner.DELETE('/posts/{id}', { params: { path: { id: postId } } })).response.status).toBe(200);

    // Employment
    const job = await owner.POST('/employment', {
      body: { company: 'Babbage & Co', position: 'Analyst', startDate: '1842-01' },
    });
    expect(job.response.status).toBe(201);
    const jobId = job.data?.id ?? '';
    expect((await owner.GET('/employment')).response.status).toBe(200);
    expect(
      (
        await owner.PUT('/employment/{id}', {
          params: { path: { id: jobId } },
          body: { company: 'Babbage & Co', position: 'Lead', startDate: '1842-01' },
        })
      ).response.status,
    ).toBe(200);
    expect((await owner.PUT('/employment/order', { body: { ids: [jobId] } })).response.status).toBe(200);

    // Messages
    const sent = await visitor.POST('/contact', {
      body: { name: 'Charles', email: 'charles@example.com', subject: 'Hello', message: 'About the engine.' },
    });
    expect(sent.response.status).toBe(201);
    const inbox = await owner.GET('/contact-messages');
    const messageId = inbox.data?.[0]?.id ?? '';
    expect(messageId).not.toBe('');
    expect(
      (await owner.PATCH('/contact-messages/{id}', { params: { path: { id: messageId } }, body: { read: true } }))
        .response.status,
    ).toBe(200);
    expect(
      (await owner.DELETE('/contact-messages/{id}', { params: { path: { id: messageId } } })).response.status,
    ).toBe(200);

    // The contact challenge: off by default, turned on and off by the owner; a challenge to solve for everyone
    expect((await visitor.GET('/site')).data).toMatchObject({ contactChallenge: false });
    expect((await owner.PUT('/site', { body: { contactChallenge: true } })).data).toMatchObject({
      contactChallenge: true,
    });
    // The owner's brand, as documented: the name and accent given, the palette made from it
    const brand = await owner.PUT('/site', {
      body: { name: 'Lovelace Labs', accentColor: '#0F766E', defaultColorScheme: 'system' },
    });
    expect(brand.data).toMatchObject({
      name: 'Lovelace Labs',
      accentColor: '#0f766e',
      defaultColorScheme: 'system',
      logoFileId: null,
    });
    expect(brand.data?.palette).toHaveLength(10);
    expect((await visitor.GET('/contact/challenge')).data?.signature).toEqual(expect.any(String));
    const unsolved = await visitor.POST('/contact', {
      body: { name: 'Charles', email: 'charles@example.com', message: 'About the engine.' },
    });
    expect(unsolved.response.status).toBe(400);
    expect(unsolved.error).toMatchObject({ code: 'CHALLENGE_FAILED' });
    expect((await owner.PUT('/site', { body: { contactChallenge: false } })).response.status).toBe(200);

    // The three-call upload, the download and the deletion
    const start = await owner.POST('/objects/upload');
    expect(start.response.status).toBe(200);
    const bytes = Buffer.from('%PDF-1.4 contract test\n');
    const put = await fetch(start.data?.uploadURL ?? '', {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    await checkAnswer('PUT', '/objects/uploads/{id}', put);
    expect(put.status).toBe(200);
    const objectPath = start.data?.objectKey ?? '';
    const registered = await owner.POST('/files', {
      body: { name: 'notes.pdf', size: bytes.length, mimeType: 'application/pdf', category: 'business', objectPath },
    });
    expect(registered.response.status).toBe(201);
    const again = await owner.POST('/files', {
      body: { name: 'notes.pdf', size: bytes.length, mimeType: 'application/pdf', category: 'business', objectPath },
    });
    expect(again.response.status).toBe(409);
    expect((await visitor.GET('/files')).data?.map((f) => f.objectPath)).toEqual([objectPath]);
    // The site's pictures are listed apart, for the owner only.
    const pictures = await owner.GET('/files', { params: { query: { purpose: 'picture' } } });
    expect(pictures.response.status).toBe(200);
    expect(pictures.data).toEqual([]);
    const download = await fetch(`${origin}${objectPath}`);
    await checkAnswer('GET', '/objects/uploads/{id}', download);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    // Credentials, the resume and JSON Resume
    const credentials = await owner.GET('/credentials');
    expect(credentials.response.status).toBe(200);
    const shared = { ...credentials.data, resumeFileId: registered.data?.id ?? null, isPublic: true };
    expect((await owner.PUT('/credentials', { body: shared as never })).response.status).toBe(200);
    expect((await visitor.GET('/resume', { parseAs: 'arrayBuffer' })).response.status).toBe(200);
    // The résumé generated from the profile: its settings, then the same download serves the PDF.
    const resumeSettings = await owner.GET('/resume/settings');
    expect(resumeSettings.data?.source).toBe('file');
    const generated = await owner.PUT('/resume/settings', {
      body: {
        source: 'generated',
        template: 'modern',
        paper: 'Letter',
        sections: ['experience', 'skills'],
        photo: false,
      },
    });
    expect(generated.data).toEqual({
      source: 'generated',
      template: 'modern',
      paper: 'Letter',
      sections: ['experience', 'skills'],
      photo: false,
    });
    const pdf = await visitor.GET('/resume', { parseAs: 'arrayBuffer' });
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    const exported = await owner.GET('/resume.json');
    expect(exported.response.status).toBe(200);
    expect((await owner.POST('/resume.json', { body: exported.data as never })).response.status).toBe(200);

    // Analytics
    expect((await visitor.POST('/activity', { body: { page: '/projects' } })).response.status).toBe(202);
    expect((await owner.GET('/activity-stats')).response.status).toBe(200);
    const range = { from: '2026-01-01', to: '2026-01-31', compare: 'previous', includeOwner: 'true' } as const;
    expect((await owner.GET('/activity-stats', { params: { query: range } })).response.status).toBe(200);
    expect((await owner.GET('/activity-insights', { params: { query: range } })).response.status).toBe(200);
    expect((await owner.GET('/activity-realtime')).response.status).toBe(200);
    // This server has no SMTP_URL: the report cannot be mailed, and says so.
    expect((await owner.POST('/analytics/report')).response.status).toBe(409);
    expect((await owner.GET('/activity-logs')).response.status).toBe(200);
    expect((await owner.GET('/activity-logs.csv', { parseAs: 'text' })).response.status).toBe(200);

    // Settings, and what a token may not do
    expect((await owner.GET('/user-settings')).response.status).toBe(200);
    expect((await owner.GET('/auth/user')).response.status).toBe(200);
    expect((await owner.GET('/tokens')).response.status).toBe(403);
    expect((await owner.GET('/auth/sessions')).response.status).toBe(403);
    expect((await session.GET('/auth/sessions')).data).toMatchObject([{ current: true }]);
    expect((await session.GET('/auth/totp')).data).toMatchObject({ enabled: false });
    expect((await owner.GET('/backup', { parseAs: 'stream' })).response.status).toBe(403);
    expect((await session.GET('/backups')).response.status).toBe(200);
    expect((await session.GET('/backup', { parseAs: 'arrayBuffer' })).response.status).toBe(200);

    // Clean up through the API
    expect(
      (await owner.DELETE('/files/{id}', { params: { path: { id: registered.data?.id ?? '' } } })).response.status,
    ).toBe(200);
    expect((await owner.DELETE('/projects/{id}', { params: { path: { id: projectId } } })).response.status).toBe(200);
    // The JSON Resume import replaced the history with the entries it carried.
    const imported = (await owner.GET('/employment')).data ?? [];
    expect(imported.map((entry) => entry.position)).toEqual(['Lead']);
    for (const entry of imported) {
      expect((await owner.DELETE('/employment/{id}', { params: { path: { id: entry.id } } })).response.status).toBe(
        200,
      );
    }
  });

  it('answers errors as documented: 400 naming the field, 401, 403, 404, 413 and 415', async () => {
    const session = client({ cookie });
    const readOnly = await session.POST('/tokens', { body: { name: 'read only', scope: 'read' } });
    const reader = client({ authorization: `Bearer ${readOnly.data?.token ?? ''}` });
    const visitor = client({});

    const missingTitle = await client({ cookie }).POST('/projects', {
      body: { title: '', description: 'x', category: 'business' },
    });
    expect(missingTitle.response.status).toBe(400);
    expect(missingTitle.error?.issues?.[0]?.path).toBe('title');
    expect(
      (await visitor.POST('/projects', { body: { title: 'x', description: 'x', category: 'business' } })).response
        .status,
    ).toBe(401);
    expect((await client({ authorization: 'Bearer not-a-token' }).GET('/profile')).response.status).toBe(401);
    expect(
      (await reader.POST('/projects', { body: { title: 'x', description: 'x', category: 'business' } })).response
        .status,
    ).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await client({ cookie }).DELETE('/projects/{id}', { params: { path: { id: unknown } } })).response.status,
    ).toBe(404);
    const tooLarge = await client({ cookie }).POST('/contact', {
      body: { name: 'x', email: 'x@example.com', subject: 'x', message: 'x'.repeat(1_100_000) },
    });
    expect(tooLarge.response.status).toBe(413);
    const notJson = await client({ cookie }).POST('/projects', {
      body: { title: 'x', description: 'x', category: 'business' },
      bodySerializer: () => 'title=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.response.status).toBe(415);
    expect(checked.length).toBeGreaterThan(40);
  });
});
