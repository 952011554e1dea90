import fp from 'fastify-plugin';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponse, wordErrorsFor } from '../error-response';
import type { TRPCError } from '@trpc/server';
import { queryCacheControl } from './cache-control';
import { contextFactory } from '../trpc/context';
import { servicesOf } from './services';
import { noteRequestError } from './request-logging';
import type { ProcedureMeta } from '../trpc/init';
import { appRouter } from '../domains/app-router';
import fastifyStatic from '@fastify/static';
import { renderDocsInitScript, renderDocsPage, SWAGGER_UI_DIR } from './openapi-docs-page';
import { buildOpenApiDocument } from './openapi-document';

function procedureMeta(path: string): ProcedureMeta | undefined {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: ProcedureMeta } } | undefined
  >;
  return procedures[path]?._def.meta;
}

function successStatusOf(path: string): number | undefined {
  return procedureMeta(path)?.successStatus;
}

/** docs/spec.md §7's REST paths under /api, the OpenAPI document and a docs page, all from the tRPC procedures. */
export const openApiPlugin = fp(
  async (app) => {
    // Built at the first request rather than at start, which it would slow down noticeably.
    let documentJson: string | undefined;
    app.get('/api/openapi.json', async (_req, reply) =>
      reply.type('application/json').send((documentJson ??= JSON.stringify(buildOpenApiDocument()))),
    );
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
    // replaced by the one error body, made from the error the adapter reported as the answer is sent.
    const failures = new WeakMap<FastifyRequest, unknown>();
    await app.register(async (rest) => {
      // The adapter rewrites the request's URL to the part after /api; read the original first, for the logs.
      rest.addHook('onRequest', async (req) => {
        void req.originalUrl;
        // A call with no body at all (POST /objects/upload as documented, a DELETE) is an empty JSON body: the
        // adapter would otherwise refuse it as 415 for its missing content type.
        const hasBody =
          req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
        if (req.method !== 'GET' && req.headers['content-type'] === undefined && !hasBody)
          req.headers['content-type'] = 'application/json';
      });
      // The adapter's handler sends, then resolves to undefined; with async onSend hooks (ETags, compression) the
      // reply is not finished yet at that point, and Fastify would send again and log a warning per request.
      // Resolving to the reply says it is taken care of.
      // A DELETE's input is read from the query string; one sent as a JSON body (`DELETE /api/auth/totp { code }`)
      // is taken too, its fields joining the query's.
      rest.addHook('preHandler', async (req) => {
        const body: unknown = req.body;
        if (req.method !== 'DELETE' || typeof body !== 'object' || body === null || Array.isArray(body)) return;
        const textFields = Object.entries(body).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        );
        req.query = { ...Object.fromEntries(textFields), ...(req.query as Record<string, unknown>) };
      });
      rest.addHook('onRoute', (route) => {
        const handler = route.handler;
        route.handler = async function (this: FastifyInstance, req, reply) {
          await handler.call(this, req, reply);
          return reply;
        };
      });
      rest.addHook('onSend', async (req, _reply, payload) => {
        if (!failures.has(req)) return payload;
        // Worded here too: a failure before any procedure ran (a bad token) did not look the language up yet.
        await wordErrorsFor(req);
        return JSON.stringify(errorResponse(failures.get(req), req).body);
      });
      await rest.register(fastifyTRPCOpenApiPlugin, {
        basePath: '/api',
        router: appRouter,
        createContext: contextFactory(servicesOf(app), 'rest'),
        responseMeta: ({
          paths,
          type,
          errors,
        }: {
          paths?: readonly string[];
          type: string;
          errors: readonly unknown[];
        }) => {
          if (errors.length) return { status: errorResponse(errors[0]).status };
          if (type === 'query') {
            const attachmentName = paths?.[0] ? procedureMeta(paths[0])?.attachmentName : undefined;
            const disposition = attachmentName
              ? { 'content-disposition': `attachment; filename="${attachmentName}"` }
              : {};
            return { headers: { 'cache-control': queryCacheControl(paths), ...disposition } };
          }
          const status = paths?.[0] ? successStatusOf(paths[0]) : undefined;
          return status ? { status } : {};
        },
        onError: ({ error, req }: { error: TRPCError; req: FastifyRequest }) => {
          failures.set(req, error);
          if (errorResponse(error).status >= 500) noteRequestError(req, error);
        },
      });
    });
  },
  { name: 'openapi', dependencies: ['db', 'session', 'storage', 'analytics'] },
);
