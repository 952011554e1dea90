import type { OpenAPIObject } from 'trpc-to-openapi';

type Paths = NonNullable<OpenAPIObject['paths']>;

const errorBody = {
  description: 'The usual error body',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['message', 'code'],
        properties: {
          message: { type: 'string' },
          code: { type: 'string' },
          issues: {
            type: 'array',
            items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
          },
        },
      },
    },
  },
};

const archive = {
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  headers: {
    'Content-Disposition': {
      schema: { type: 'string' },
      description: 'attachment; filename="folio-backup-<time>.tar.gz.age"',
    },
  },
};

/**
 * The binary routes of backups and the page-view export, which are plain Fastify routes (tRPC answers JSON), in
 * the OpenAPI document beside the procedures.
 */
export const backupOpenApiPaths: Paths = {
  '/backup': {
    get: {
      operationId: 'backups-downloadBackup',
      tags: ['backups'],
      summary: 'Download a new backup of the whole site',
      description:
        "Streams a new archive, encrypted to the site's backup key (age): manifest.json, every table as NDJSON and every stored file (see docs/operating.md, Backups). " +
        'Needs the owner signed in with a session: an access token is refused, since the archive holds every secret of the site.',
      security: [{ sessionCookie: [] }],
      responses: { '200': { description: 'The archive', ...archive }, '401': errorBody, '403': errorBody },
    },
  },
  '/backups/{name}': {
    get: {
      operationId: 'backups-downloadScheduledBackup',
      tags: ['backups'],
      summary: 'Download a scheduled backup',
      description: 'One of the archives GET /backups lists. Needs the owner signed in with a session.',
      security: [{ sessionCookie: [] }],
      parameters: [
        {
          name: 'name',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^folio-backup-.+\\.tar\\.gz(\\.age)?$' },
        },
      ],
      responses: {
        '200': { description: 'The archive', ...archive },
        '401': errorBody,
        '403': errorBody,
        '404': errorBody,
      },
    },
  },
  '/activity-logs.csv': {
    get: {
      operationId: 'analytics-exportActivityLogs',
      tags: ['analytics'],
      summary: 'The page-view log as CSV',
      description:
        'Every stored page view from `from` through `to` (UTC days, both included; either may be left out), oldest first, as ' +
        'CSV with a header row. Addresses are stored truncated; cells a spreadsheet would run as a formula start with an apostrophe. ' +
        "The owner's own views (made while signed in) are left out unless `includeOwner=true`, as in every other figure.",
      parameters: [
        { name: 'from', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
        { name: 'to', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
        {
          name: 'includeOwner',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
        },
      ],
      responses: {
        '200': { description: 'The CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': errorBody,
        '401': errorBody,
      },
    },
  },
};
