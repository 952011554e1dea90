import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { queryCacheControl } from '../trpc/cache-control';
import { contextFactory } from '../trpc/context';
import { servicesOf } from './services';
import { appRouter, type AppRouter } from '../routers/app-router';

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/** The tRPC surface the web app calls, at /api/trpc. */
export const trpcPlugin = fp(
  async (app) => {
    // Its own scope, so that the hook below and the adapter's body parsers stay on /api/trpc.
    await app.register(async (scope) => {
      // The adapter would also take multipart and binary bodies, unbounded; Folio's procedures take JSON only
      // (ARCHITECTURE §3), so anything else is refused before it is read.
      scope.addHook('onRequest', async (req) => {
        if (req.method !== 'POST') return;
        const contentType = req.headers['content-type'];
        const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
        if (contentType === undefined ? hasBody : !JSON_CONTENT_TYPE.test(contentType)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (Content-Type: application/json)');
        }
      });
      await scope.register(fastifyTRPCPlugin, {
        prefix: '/api/trpc',
        trpcOptions: {
          router: appRouter,
          createContext: contextFactory(servicesOf(app), 'trpc'),
          // The web app batches a screen's few queries; a larger batch is not ours, and would fan out.
          maxBatchSize: 20,
          responseMeta: ({ paths, type, errors }) =>
            type === 'query' && errors.length === 0 ? { headers: { 'cache-control': queryCacheControl(paths) } } : {},
          onError: ({ error, path }) => {
            if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC procedure failed');
          },
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>);
    });
  },
  { name: 'trpc', dependencies: ['db', 'session', 'storage', 'analytics'] },
);
