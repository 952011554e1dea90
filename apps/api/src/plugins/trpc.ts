import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { contextFactory } from '../trpc/context';
import { appRouter, type AppRouter } from '../routers/app-router';

/** The tRPC surface the web app calls, at /api/trpc. */
export const trpcPlugin = fp(
  async (app) => {
    await app.register(fastifyTRPCPlugin, {
      prefix: '/api/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: contextFactory('trpc'),
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC procedure failed');
        },
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  },
  { name: 'trpc', dependencies: ['db', 'session'] },
);
