import type { OpenAPIObject } from 'trpc-to-openapi';

type Paths = NonNullable<OpenAPIObject['paths']>;

/** The résumé's files are served at the site's root, as visitors' links name them. */
const ROOT_SERVER = [{ url: '/', description: 'The site itself.' }];

const lang = {
  name: 'lang',
  in: 'query' as const,
  required: false,
  description: "The résumé's language (its headings and dates); the site's language when absent.",
  schema: { type: 'string' as const, enum: ['en', 'de', 'fr', 'es', 'ar'] },
};

const errors = {
  '304': { description: 'The copy named in If-None-Match is current.' },
  '400': { description: 'A query parameter is not valid; `issues` names it.' },
  '401': { description: 'The credentials are private and the caller is not the owner.' },
  '404': { description: 'There is no résumé of this kind.' },
  '503': { description: 'The database is unavailable.' },
};

/**
 * The routes that answer bytes rather than JSON, each with what resume-routes.ts answers. The settings are
 * procedures (GET/PUT /api/resume/settings).
 */
export const resumeOpenApiPaths: Paths = {
  '/resume.pdf': {
    servers: ROOT_SERVER,
    get: {
      operationId: 'resume-pdf',
      tags: ['resume'],
      summary: 'Download the résumé as PDF',
      description:
        "While the source is 'generated': a PDF typeset from the site's data in the chosen template, tagged (PDF/UA-1), " +
        'fonts embedded, named after the owner (`Mara-Lindqvist-Okafor-CV.pdf`), with an ETag (304 while unchanged). ' +
        'The phone appears only while published. Otherwise the uploaded file, as GET /api/resume.',
      security: [],
      parameters: [lang],
      responses: {
        '200': {
          description: 'The résumé.',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errors,
      },
    },
  },
  '/resume.docx': {
    servers: ROOT_SERVER,
    get: {
      operationId: 'resume-docx',
      tags: ['resume'],
      summary: 'Download the résumé as a Word document',
      description:
        "The generated résumé's content as DOCX (404 while the source is 'file'), with the same visibility and ETag rules as /resume.pdf.",
      security: [],
      parameters: [lang],
      responses: {
        '200': {
          description: 'The résumé.',
          content: {
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        ...errors,
      },
    },
  },
  '/api/resume/preview.svg': {
    servers: ROOT_SERVER,
    get: {
      operationId: 'resume-preview',
      tags: ['resume'],
      summary: 'Preview a generated résumé',
      description:
        "The résumé's pages as one SVG, made with the settings given (saved or not): what Admin's live preview shows.",
      security: [{ bearerToken: [] }, { sessionCookie: [] }],
      parameters: [
        lang,
        {
          name: 'template',
          in: 'query',
          required: true,
          schema: { type: 'string', enum: ['classic', 'modern', 'compact'] },
        },
        { name: 'paper', in: 'query', required: true, schema: { type: 'string', enum: ['A4', 'Letter'] } },
        {
          name: 'sections',
          in: 'query',
          required: false,
          description: 'The sections in order, comma-separated (summary,experience,projects,…).',
          schema: { type: 'string' },
        },
        { name: 'photo', in: 'query', required: true, schema: { type: 'string', enum: ['true', 'false'] } },
      ],
      responses: {
        '200': { description: 'The pages.', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        ...errors,
        '401': { description: 'Not signed in as the owner.' },
      },
    },
  },
};
