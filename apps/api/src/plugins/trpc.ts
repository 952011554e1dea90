import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { wordedTrpcAnswer } from '../error-response';
import { AppError } from '../lib/errors';
import { queryCacheControl } from './cache-control';
import { exceedsJsonDepth, tooDeeplyNested } from '../lib/json-depth';
import { JSON_BODY_LIMIT } from './json-body';
import { noteRequestError } from './request-logging';
import { contextFactory } from '../trpc/context';
import { servicesOf } from './services';
import { appRouter, type AppRouter } from '../domains/app-router';

/** The web app batches a screen's few queries; a larger batch is not ours, and would fan out. */
export const TRPC_MAX_BATCH_SIZE = 20;

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/** The tRPC surface the web app calls, at /api/trpc. */
export const trpcPlugin = fp(
  async (app) => {
    // Its own scope, so that the hook below and the adapter's body parsers stay on /api/trpc.
    await app.register(async (scope) => {
      // The adapter would also take multipart and binary bodies, unbounded; Folio's procedures take JSON only
      // (docs/architecture.md §3), so anything else is refused before it is read.
      scope.addHook('onRequest', async (req) => {
        if (req.method !== 'POST') return;
        const contentType = req.headers['content-type'];
        const hasBody =
          req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
        if (contentType === undefined ? hasBody : !JSON_CONTENT_TYPE.test(contentType)) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'The request body must be JSON (Content-Type: application/json)',
          );
        }
      });
      // The adapter's routes take the instance's body limit; tRPC bodies are JSON, held to the JSON limit.
      scope.addHook('onRoute', (route) => {
        route.bodyLimit = JSON_BODY_LIMIT;
      });
      // The adapter hands tRPC the body as text (and GET input as a query string), which tRPC parses itself:
      // nesting is checked here first, as the JSON body parser does for every other route.
      scope.addHook('preValidation', async (req) => {
        const { input } = req.query as { input?: unknown };
        const texts = [req.body, ...[input].flat()].filter((value) => typeof value === 'string');
        if (texts.some((text) => exceedsJsonDepth(text))) throw tooDeeplyNested();
      });
      // tRPC answers some failures itself before any procedure runs (an unknown procedure, a method the
      // procedure does not take, a batch too large): those are worded here, once the answer is known to fail.
      scope.addHook('onSend', async (req, _reply, payload) =>
        payload instanceof Response && (payload.status >= 400 || payload.status === 207)
          ? wordedTrpcAnswer(req, payload)
          : payload,
      );
      await scope.register(fastifyTRPCPlugin, {
        prefix: '/api/trpc',
        trpcOptions: {
          router: appRouter,
          createContext: contextFactory(servicesOf(app), 'trpc'),
          maxBatchSize: TRPC_MAX_BATCH_SIZE,
          responseMeta: ({ paths, type, errors }) =>
            type === 'query' && errors.length === 0 ? { headers: { 'cache-control': queryCacheControl(paths) } } : {},
          onError: ({ error, req }) => {
            if (getHTTPStatusCodeFromError(error) >= 500) noteRequestError(req, error);
          },
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>);
    });
  },
  { name: 'trpc', dependencies: ['db', 'session', 'storage', 'analytics'] },
);
