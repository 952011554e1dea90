import type { FastifyReply, FastifyRequest } from 'fastify';
import { appRouter } from '../domains/app-router';
import type { Caller, Services } from '../trpc/context';
import { createCallerFactory } from '../trpc/procedures';

/** Stands in for the HTTP request and reply: a procedure that reads them cannot be called in-process. */
function outsideHttp<T>(name: string): T {
  return new Proxy({} as object, {
    get: (_target, property) => {
      throw new Error(`${name}.${String(property)}: this procedure needs an HTTP request; test it with inject`);
    },
  }) as T;
}

/** Every procedure of the API as a function, run on the given services as `caller` (null: a visitor). */
export function procedureCaller(services: Services, caller: Caller | null) {
  return createCallerFactory(appRouter)({
    ...services,
    caller,
    surface: 'trpc',
    req: outsideHttp<FastifyRequest>('req'),
    reply: outsideHttp<FastifyReply>('reply'),
  });
}
