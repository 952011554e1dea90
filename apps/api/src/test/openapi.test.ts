import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** GET /api/openapi.json is a valid OpenAPI 3.1 document of docs/spec.md §7; /api/docs shows it. */

type SchemaObject = {
  type?: string | string[];
  properties?: Record<string, unknown>;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
};
type Operation = {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, { content?: Record<string, { schema: SchemaObject }> }>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** docs/spec.md §7 (paths relative to the `/api` server), with the fields its table names for payloads and answers. */
const SPEC_ROUTES: { method: string; path: string; public?: boolean; body?: string[]; answer?: string[] }[] = [
  { method: 'get', path: '/auth/user' },
  {
    method: 'get',
    path: '/profile',
    public: true,
    answer: [
      'name',
      'title',
      'bio',
      'imageUrl',
      'github',
      'linkedin',
      'twitter',
      'email',
      'phone',
      'isPhonePublic',
      'location',
    ],
  },
  {
    method: 'put',
    path: '/profile',
    body: [
      'name',
      'title',
      'bio',
      'email',
      'phone',
      'isPhonePublic',
      'location',
      'github',
      'linkedin',
      'twitter',
      'imageUrl',
    ],
  },
  {
    method: 'get',
    path: '/projects',
    public: true,
    answer: ['id', 'title', 'description', 'category', 'imageUrl', 'tags', 'link'],
  },
  { method: 'post', path: '/projects', body: ['title', 'description', 'category', 'imageUrl', 'tags', 'link'] },
  { method: 'delete', path: '/projects/{id}' },
  // editing and the owner's order.
  {
    method: 'put',
    path: '/projects/{id}',
    body: ['title', 'description', 'category', 'imageUrl', 'tags', 'link'],
    answer: ['id', 'title', 'sortOrder'],
  },
  { method: 'put', path: '/projects/order', body: ['ids'], answer: ['id', 'sortOrder'] },
  {
    method: 'put',
    path: '/employment/{id}',
    body: ['company', 'position', 'industry', 'startDate', 'endDate', 'description', 'location'],
    answer: ['id', 'sortOrder'],
  },
  { method: 'put', path: '/employment/order', body: ['ids'], answer: ['id', 'sortOrder'] },
  {
    method: 'get',
    path: '/files',
    public: true,
    answer: ['id', 'name', 'originalName', 'size', 'mimeType', 'category', 'objectPath', 'uploadedAt', 'visibility'],
  },
  { method: 'post', path: '/objects/upload', answer: ['uploadURL', 'objectKey'] },
  { method: 'post', path: '/files', body: ['name', 'originalName', 'size', 'mimeType', 'category', 'objectPath'] },
  { method: 'delete', path: '/files/{id}' },
  // what the owner changes after upload, private files included.
  {
    method: 'patch',
    path: '/files/{id}',
    body: ['name', 'category', 'visibility'],
    answer: ['id', 'name', 'category', 'visibility'],
  },
  {
    method: 'get',
    path: '/employment',
    answer: ['id', 'company', 'position', 'industry', 'startDate', 'endDate', 'location', 'description', 'createdAt'],
  },
  {
    method: 'post',
    path: '/employment',
    body: ['company', 'position', 'industry', 'startDate', 'endDate', 'description', 'location'],
  },
  { method: 'delete', path: '/employment/{id}' },
  { method: 'get', path: '/contact-messages', answer: ['id', 'name', 'email', 'subject', 'message', 'createdAt'] },
  { method: 'post', path: '/contact', public: true, body: ['name', 'email', 'subject', 'message'], answer: ['id'] },
  { method: 'get', path: '/user-settings', answer: ['displayName', 'themePreference', 'emailNotifications'] },
  { method: 'put', path: '/user-settings', body: ['displayName', 'themePreference', 'emailNotifications'] },
  { method: 'get', path: '/activity-stats', answer: ['totalViews', 'uniqueVisitors', 'pageViews'] },
  { method: 'get', path: '/activity-logs' },
];

let t: TestApp;
let document: OpenApiDocument;
/** The same document with every `$ref` resolved, so schemas can be read in place. */
let resolved: OpenApiDocument;

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json<OpenApiDocument>();
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document));
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  resolved = validator.resolveRefs() as OpenApiDocument;
});
afterAll(() => t.close());

/** The documented success answer: 200, or 201/202 for procedures that create or accept something. */
function successResponse(operation: Operation | undefined) {
  return operation?.responses['200'] ?? operation?.responses['201'] ?? operation?.responses['202'];
}

/** The fields an object schema declares; for an array, its items'; for a nullable answer, its object's. */
function fieldsOf(schema: SchemaObject | undefined): string[] {
  if (schema?.anyOf) return schema.anyOf.flatMap(fieldsOf);
  const object = schema?.type === 'array' ? schema.items : schema;
  return Object.keys(object?.properties ?? {});
}

describe('GET /api/openapi.json', () => {
  it('documents the statuses the API really answers: 201 for creates, 202 for the beacon', () => {
    expect(Object.keys(resolved.paths['/projects']?.post?.responses ?? {})).toContain('201');
    expect(Object.keys(resolved.paths['/contact']?.post?.responses ?? {})).toContain('201');
    expect(Object.keys(resolved.paths['/activity']?.post?.responses ?? {})).toContain('202');
    expect(Object.keys(resolved.paths['/projects']?.post?.responses ?? {})).not.toContain('200');
  });

  it('is an OpenAPI 3.1 document that passes the OpenAPI schema', () => {
    expect(document.openapi.startsWith('3.1')).toBe(true);
  });

  it("names a relative server, so 'Try it out' works on whatever origin serves the docs", () => {
    expect((document as unknown as { servers: { url: string }[] }).servers).toEqual([{ url: '/api' }]);
  });

  it('describes every operation and tag, and documents errors with the real body, issues[].path included', () => {
    const full = resolved as unknown as {
      tags: { name: string; description?: string }[];
      paths: Record<
        string,
        Record<
          string,
          {
            description?: string;
            tags?: string[];
            responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
          }
        >
      >;
    };
    const tagNames = new Set(full.tags.map((tag) => tag.name));
    for (const tag of full.tags) expect(tag.description, tag.name).toBeTruthy();
    for (const [path, item] of Object.entries(full.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!['get', 'put', 'post', 'patch', 'delete'].includes(method)) continue;
        expect(operation.description, `${method} ${path}`).toBeTruthy();
        for (const tag of operation.tags ?? []) expect(tagNames.has(tag), tag).toBe(true);
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('500');
      }
    }
    const badRequest = full.paths['/projects']?.post?.responses['400']?.content?.['application/json']?.schema as {
      properties: { issues: { items: { required: string[] } } };
    };
    expect(badRequest.properties.issues.items.required).toEqual(['path', 'message']);
  });

  for (const route of SPEC_ROUTES) {
    describe(`${route.method.toUpperCase()} ${route.path}`, () => {
      const operation = () => resolved.paths[route.path]?.[route.method];

      it('is listed with a JSON answer schema', () => {
        expect(operation(), 'missing from the document').toBeDefined();
        expect(successResponse(operation())?.content?.['application/json']?.schema).toBeDefined();
      });

      if (route.path.includes('{id}')) {
        it('declares the id path parameter', () => {
          expect(operation()?.parameters).toEqual(
            expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
          );
        });
      }

      if (route.body) {
        it(`takes a JSON body with ${route.body.join(', ')}`, () => {
          const schema = operation()?.requestBody?.content['application/json']?.schema;
          expect(fieldsOf(schema)).toEqual(expect.arrayContaining(route.body ?? []));
        });
      }

      if (route.answer) {
        it(`answers ${route.answer.join(', ')}`, () => {
          const schema = successResponse(operation())?.content?.['application/json']?.schema;
          expect(fieldsOf(schema)).toEqual(expect.arrayContaining(route.answer ?? []));
        });
      }

      it(route.public ? 'needs no credentials' : 'declares that it needs the owner (a bearer token)', () => {
        if (route.public) expect(operation()?.security ?? []).toEqual([]);
        else expect(operation()?.security?.length).toBeGreaterThan(0);
      });
    });
  }
});

describe('GET /api/docs', () => {
  it('answers an HTML page whose scripts and styles all load', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);

    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      // Served by the API itself, so the page works offline and within the Content-Security-Policy.
      expect(asset.startsWith('/'), asset).toBe(true);
      const response = await t.inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers['content-type'], asset).toMatch(asset.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(response.body.length, asset).toBeGreaterThan(0);
    }
  });

  it('points the page at the document', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs' });
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1] ?? '');
    const bodies = await Promise.all(scripts.map(async (src) => (await t.inject({ method: 'GET', url: src })).body));
    expect(bodies.some((body) => body.includes('/api/openapi.json'))).toBe(true);
  });
});
