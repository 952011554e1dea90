import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { APP_ERROR_CODES } from '../lib/errors';
import { appRouter } from '../domains/app-router';
import { backupOpenApiPaths } from '../domains/backups';
import { filesOpenApiPaths } from '../domains/files';
import { resumeOpenApiPaths } from '../domains/resume';
import type { ProcedureMeta } from '../trpc/init';

type Operation = NonNullable<NonNullable<OpenAPIObject['paths']>[string]['get']>;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
const METHODS: readonly Method[] = ['get', 'put', 'post', 'delete', 'patch'];

/** Every error answer of the API (docs/architecture.md §6), by status: the name of its shared response and what it means. */
const ERROR_RESPONSES = {
  400: ['BadRequest', 'The input is invalid: `issues` names each field (`path`) and what is wrong with it.'],
  401: [
    'Unauthorized',
    'Not signed in, or the `Authorization` header is malformed, or its token is invalid or revoked.',
  ],
  403: [
    'Forbidden',
    'Not allowed: a read-only token sent to a change, a token where the browser session is needed, or a cross-site browser request.',
  ],
  404: ['NotFound', 'Nothing exists at this id or name.'],
  409: [
    'Conflict',
    'The change conflicts with the current data (e.g. an upload registered twice, a row changed meanwhile); reload and try again.',
  ],
  413: ['PayloadTooLarge', 'The body is larger than this operation takes (1 MB of JSON; 50 MB for a file).'],
  415: ['UnsupportedMediaType', 'The body is not JSON: send `Content-Type: application/json`.'],
  429: ['TooManyRequests', 'Too many requests from this address; wait and try again (see `Retry-After` where sent).'],
  500: ['InternalServerError', 'An unexpected failure; the details are in the server log, never in the answer.'],
  503: ['ServiceUnavailable', 'The database or the file storage is unavailable right now; try again shortly.'],
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

const TAGS: { name: string; description: string }[] = [
  {
    name: 'auth',
    description:
      "Who is signed in, and the owner's account: password, sessions and authenticator codes (browser session only).",
  },
  { name: 'profile', description: "The owner's public profile: name, title, bio, links and contact details." },
  { name: 'projects', description: 'The projects the home page shows, in the order the owner sets.' },
  {
    name: 'posts',
    description:
      "Writing: posts with Markdown bodies, rendered and sanitised by the server. Visitors read published posts; drafts are the owner's.",
  },
  { name: 'search', description: 'Full-text search of published posts and projects (the owner also finds drafts).' },
  { name: 'employment', description: 'The employment history, in the order the owner sets.' },
  {
    name: 'credentials',
    description: 'Skills, certifications, education and the resume; private unless the owner makes them public.',
  },
  {
    name: 'resume',
    description:
      'The résumé visitors download: the uploaded file, or one generated from the profile, employment, projects, credentials and posts (PDF, DOCX), and its settings.',
  },
  { name: 'contact', description: "The public contact form, and the owner's inbox of messages." },
  { name: 'settings', description: "The owner's preferences." },
  { name: 'site', description: 'Settings of the site itself, read by everyone and changed by the owner.' },
  {
    name: 'files',
    description:
      'Uploaded files: the three-call upload (start, PUT the bytes, register), the list, downloads and deletion.',
  },
  {
    name: 'tokens',
    description:
      'Personal access tokens. Managed from the signed-in browser session only: a token cannot list, create or revoke tokens.',
  },
  {
    name: 'analytics',
    description: 'Page views: the beacon every page sends, and the statistics and logs the owner reads.',
  },
  { name: 'backups', description: 'Backups of the whole site, for the owner signed in with a browser session.' },
  { name: 'mail', description: 'Whether and how contact notifications are mailed.' },
];

/**
 * How a procedure is reached: anyone, the owner (session or token), the owner's browser session alone, or anyone
 * while the owner has made the credentials public and the owner otherwise.
 */
export type Access = NonNullable<ProcedureMeta['access']>;

const SECURITY: Record<Access, Operation['security']> = {
  public: [],
  owner: [{ bearerToken: [] }, { sessionCookie: [] }],
  session: [{ sessionCookie: [] }],
  // `{}`: no credentials is one of the ways in.
  credentials: [{}, { bearerToken: [] }, { sessionCookie: [] }],
};

const ACCESS_SENTENCE: Record<Access, string> = {
  public: 'Open to everyone; no credentials needed.',
  owner:
    'Needs the owner: a personal access token (`Authorization: Bearer <token>`) or the signed-in browser session. A read-only token may read but not change anything.',
  session: 'Needs the owner signed in with the browser session; access tokens are refused with 403.',
  credentials:
    'Open to everyone while the owner has made the credentials public; otherwise needs the owner (401 without).',
};

/** A plain route says who may call it with its `security`: `[]` for anyone, the session cookie alone, or the owner. */
function accessOfRoute(operation: Operation): Access {
  const security = operation.security;
  if (security?.length === 0) return 'public';
  if (security?.every((requirement) => Object.keys(requirement).join() === 'sessionCookie')) return 'session';
  return 'owner';
}

function procedureMetas(): ProcedureMeta[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>;
  return Object.values(procedures).flatMap((procedure) => (procedure._def.meta ? [procedure._def.meta] : []));
}

/** The statuses an operation can answer besides success, from what it takes and who may call it. */
function errorStatusesOf(
  method: Method,
  path: string,
  operation: Operation,
  access: Access,
  meta: ProcedureMeta,
): number[] {
  const { errorStatuses: extra = [], answersFile = false } = meta;
  const statuses = new Set<number>([401, 500, 503, ...extra]);
  const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  if (takesInput) statuses.add(400);
  if (access !== 'public' && access !== 'credentials' && (method !== 'get' || access === 'session')) statuses.add(403);
  // The cross-site guard refuses changes a browser sends from another origin, whoever the caller.
  if (method !== 'get') statuses.add(403).add(409);
  if (path.includes('{') || answersFile) statuses.add(404);
  if (operation.requestBody) statuses.add(413).add(415);
  return [...statuses].sort((a, b) => a - b);
}

function refTo(status: number): { $ref: string } {
  const entry = ERROR_RESPONSES[status as ErrorStatus] as readonly [string, string] | undefined;
  if (!entry) throw new Error(`No shared response for status ${String(status)}`);
  return { $ref: `#/components/responses/${entry[0]}` };
}

/**
 * The OpenAPI document of the REST surface: the procedures that declare `meta.openapi` (via trpc-to-openapi)
 * and the plain routes that serve bytes, each with every status it can answer, the real error body, and its
 * security (`[]` for public operations). The server URL is relative, so /api/docs works on any origin.
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Folio API',
    description:
      'The REST API of a Folio site. Reads of public data need nothing; everything else needs the owner: a personal ' +
      'access token (Settings → API tokens) sent as `Authorization: Bearer <token>`, or the signed-in browser ' +
      'session. Every error answers `{ message, code, issues? }`, where `issues` names each invalid field.',
    version: '1.0.0',
    baseUrl: '/api',
  });
  document.paths = { ...document.paths, ...backupOpenApiPaths, ...filesOpenApiPaths, ...resumeOpenApiPaths };

  const metaByOperation = new Map<string, ProcedureMeta>();
  for (const meta of procedureMetas()) {
    if (meta.openapi) metaByOperation.set(`${meta.openapi.method.toLowerCase()} ${meta.openapi.path}`, meta);
  }

  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const meta = metaByOperation.get(`${method} ${path}`);
      const access: Access = meta?.access ?? accessOfRoute(operation);
      const responses = operation.responses ?? {};
      const success = Object.fromEntries(Object.entries(responses).filter(([status]) => Number(status) < 400));
      if (meta?.successStatus && success['200']) {
        // 202 Accepted answers no body (the beacon): only that something will happen.
        success[String(meta.successStatus)] =
          meta.successStatus === 202 ? { description: 'Accepted; no body.' } : success['200'];
        delete success['200'];
      }
      if (meta?.answersFile) {
        success['200'] = {
          description:
            'The file, as an attachment: its own type when browsers render it safely, else application/octet-stream.',
          content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
        };
      }
      // A plain route (bytes in or out) declares its own statuses; a procedure's follow from what it takes.
      const declared = Object.keys(responses)
        .map(Number)
        .filter((status) => status >= 400);
      const errors = meta
        ? errorStatusesOf(method, path, operation, access, meta)
        : [...new Set([...declared, 500])].sort();
      operation.responses = {
        ...success,
        ...Object.fromEntries(errors.map((status) => [String(status), refTo(status)])),
      };
      operation.security = SECURITY[access];
      const summary = operation.summary ?? '';
      if (!operation.description)
        operation.description = `${summary}${summary.endsWith('.') ? '' : '.'} ${ACCESS_SENTENCE[access]}`;
      else if (!operation.description.includes(ACCESS_SENTENCE[access]))
        operation.description += ` ${ACCESS_SENTENCE[access]}`;
    }
  }

  document.tags = TAGS.filter((tag) =>
    Object.values(document.paths ?? {}).some((item) => METHODS.some((m) => item[m]?.tags?.includes(tag.name))),
  );
  // trpc-to-openapi's own error schemas are replaced by the one Error schema.
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.')),
  );
  document.components = {
    ...document.components,
    securitySchemes: {
      bearerToken: { type: 'http', scheme: 'bearer', description: 'A personal access token (Settings → API tokens).' },
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'folio.sid',
        description: "The owner's signed-in browser session.",
      },
    },
    schemas: { ...schemas, Error: errorSchema() },
    responses: Object.fromEntries(
      Object.values(ERROR_RESPONSES).map(([name, description]) => [
        name,
        { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      ]),
    ),
  };
  return document;
}

/** The body every error answers (error-response.ts). */
function errorSchema() {
  return {
    type: 'object',
    description: 'What went wrong: a message for people, a stable code for programs, and each invalid field.',
    required: ['message', 'code'] as string[],
    additionalProperties: false,
    properties: {
      message: {
        type: 'string',
        description: 'For people; names the first invalid field when there is one (`title: Required`).',
      },
      code: { type: 'string', enum: [...Object.keys(APP_ERROR_CODES), 'INTERNAL_SERVER_ERROR'] as string[] },
      issues: {
        type: 'array',
        description:
          'Each invalid field: its dotted path in the input (`tags.2`, or `body` for the whole input) and the problem.',
        items: {
          type: 'object',
          required: ['path', 'message'] as string[],
          additionalProperties: false,
          properties: { path: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  } as const;
}
