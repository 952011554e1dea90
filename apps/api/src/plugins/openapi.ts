import fp from 'fastify-plugin';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponse, type ErrorResponse } from '../error-response';
import type { TRPCError } from '@trpc/server';
import { queryCacheControl } from '../trpc/cache-control';
import { contextFactory } from '../trpc/context';
import { servicesOf } from './services';
import { noteRequestError } from './request-logging';
import type { ProcedureMeta } from '../trpc/init';
import { appRouter } from '../routers/app-router';
import { backupOpenApiPaths } from '../routers/backups/openapi-paths';
import fastifyStatic from '@fastify/static';
import { renderDocsInitScript, renderDocsPage, SWAGGER_UI_DIR } from './openapi-docs-page';

function procedureMeta(path: string): ProcedureMeta | undefined {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } } | undefined>;
  return procedures[path]?._def.meta;
}

function successStatusOf(path: string): number | undefined {
  return procedureMeta(path)?.successStatus;
}

/** trpc-to-openapi documents every success as 200; procedures that answer 201/202 say so in their meta. */
function documentSuccessStatuses(document: OpenAPIObject): void {
  for (const path of Object.keys(appRouter._def.procedures)) {
    const meta = procedureMeta(path);
    if (!meta?.openapi || !meta.successStatus) continue;
    const operation = document.paths?.[meta.openapi.path]?.[meta.openapi.method.toLowerCase() as 'post'];
    const success = operation?.responses?.['200'] as unknown;
    if (!operation?.responses || success === undefined) continue;
    delete operation.responses['200'];
    operation.responses[String(meta.successStatus)] = success;
  }
}

/** A path whose REST answer is a file (e.g. GET /resume) is documented as bytes, not as its procedure's JSON. */
function documentFileResponses(document: OpenAPIObject): void {
  for (const path of Object.keys(appRouter._def.procedures)) {
    const meta = procedureMeta(path);
    if (!meta?.openapi || !meta.answersFile) continue;
    const operation = document.paths?.[meta.openapi.path]?.[meta.openapi.method.toLowerCase() as 'get'];
    if (!operation?.responses) continue;
    operation.responses['200'] = {
      description: 'The file, as an attachment',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
}

/** SPEC §7's REST paths under /api, the OpenAPI document and a docs page, all from the tRPC procedures. */
export const openApiPlugin = fp(
  async (app) => {
    const document = generateOpenApiDocument(appRouter, {
      title: 'Folio API',
      description:
        'The REST API of a Folio site. Reads of public data need nothing; everything else needs the owner: ' +
        'a personal access token (Settings → API tokens) sent as `Authorization: Bearer <token>`.',
      version: '1.0.0',
      baseUrl: `${app.config.PUBLIC_URL}/api`,
    });
    documentSuccessStatuses(document);
    documentFileResponses(document);
    document.paths = { ...document.paths, ...backupOpenApiPaths };
    const documentJson = JSON.stringify(document);

    app.get('/api/openapi.json', async (_req, reply) => reply.type('application/json').send(documentJson));
    app.get('/api/docs', async (_req, reply) => reply.type('text/html').send(renderDocsPage()));
    app.get('/api/docs/init.js', async (_req, reply) =>
      reply.type('text/javascript').send(renderDocsInitScript('/api/openapi.json')),
    );
    await app.register(fastifyStatic, {
      root: SWAGGER_UI_DIR,
      prefix: '/api/docs/assets/',
      decorateReply: false,
      allowedPath: (pathName) => /^\/swagger-ui(-bundle\.js|\.css)$/.test(pathName),
    });

    // The adapter writes its own error body (zod's raw issues, tRPC's codes); each failed call's answer is
    // replaced by the one error body, computed when the adapter reports the error.
    const failures = new WeakMap<FastifyRequest, ErrorResponse>();
    await app.register(async (rest) => {
      // The adapter rewrites the request's URL to the part after /api; read the original first, for the logs.
      rest.addHook('onRequest', async (req) => {
        void req.originalUrl;
      });
      // The adapter's handler sends, then resolves to undefined; with async onSend hooks (ETags, compression) the
      // reply is not finished yet at that point, and Fastify would send again and log a warning per request.
      // Resolving to the reply says it is taken care of.
      rest.addHook('onRoute', (route) => {
        const handler = route.handler;
        route.handler = async function (this: FastifyInstance, req, reply) {
          await handler.call(this, req, reply);
          return reply;
        };
      });
      rest.addHook('onSend', async (req, _reply, payload) => {
        const failure = failures.get(req);
        return failure ? JSON.stringify(failure.body) : payload;
      });
      await rest.register(fastifyTRPCOpenApiPlugin, {
        basePath: '/api',
        router: appRouter,
        createContext: contextFactory(servicesOf(app), 'rest'),
        responseMeta: ({ paths, type, errors }: { paths?: readonly string[]; type: string; errors: readonly unknown[] }) => {
          if (errors.length) return { status: errorResponse(errors[0]).status };
          if (type === 'query') {
            const attachmentName = paths?.[0] ? procedureMeta(paths[0])?.attachmentName : undefined;
            const disposition = attachmentName ? { 'content-disposition': `attachment; filename="${attachmentName}"` } : {};
            return { headers: { 'cache-control': queryCacheControl(paths), ...disposition } };
          }
          const status = paths?.[0] ? successStatusOf(paths[0]) : undefined;
          return status ? { status } : {};
        },
        onError: ({ error, req }: { error: TRPCError; req: FastifyRequest }) => {
          const failure = errorResponse(error);
          failures.set(req, failure);
          if (failure.status >= 500) noteRequestError(req, error);
        },
      });
    });
  },
  { name: 'openapi', dependencies: ['db', 'session', 'storage', 'analytics'] },
);
