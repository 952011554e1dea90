import fp from 'fastify-plugin';
import { weakEtagOf } from '../lib/client-copy';
import { appErrorFromDatabase } from '../lib/database-errors';
import { readProfile } from '../routers/profile/get-profile';
import { readFiles } from '../routers/files/list-files';
import { readProjects } from '../routers/projects/list-projects';
import { queryCacheControl } from '../trpc/cache-control';
import { contextFactory } from '../trpc/context';
import type { PublicReadContext } from '../trpc/public-read';
import { servicesOf } from './services';

/** The public reads by their REST path (SPEC §7), with the procedure each one is and what it answers. */
const PUBLIC_READS: { path: string; procedure: string; read: (ctx: PublicReadContext) => Promise<unknown> }[] = [
  { path: '/api/profile', procedure: 'profile.getProfile', read: readProfile },
  { path: '/api/projects', procedure: 'projects.listProjects', read: readProjects },
  { path: '/api/files', procedure: 'files.listFiles', read: readFiles },
];

/** A shared read is the same object for everyone during its second: serialised and hashed once. */
const serialized = new WeakMap<object, { json: string; etag: string }>();
function serialize(data: unknown): { json: string; etag: string } {
  const known = typeof data === 'object' && data !== null ? serialized.get(data) : undefined;
  if (known) return known;
  const json = JSON.stringify(data);
  const result = { json, etag: weakEtagOf(json) };
  if (typeof data === 'object' && data !== null) serialized.set(data, result);
  return result;
}

/**
 * The REST reads every visitor, crawler and script makes, answered straight from what their procedures answer
 * (the same read function, context, authentication and error handling), without the generic REST adapter
 * (plugins/openapi.ts) and tRPC's procedure machinery, which took most of their time: the per-request URL
 * parsing, lookup and abort signal, the middleware chain, and validating the database's own rows again. These
 * procedures take no input; their paths and schemas stay in the OpenAPI document, built from the procedures.
 */
export const publicReadsRestPlugin = fp(
  async (app) => {
    const createContext = contextFactory(servicesOf(app), 'rest');
    for (const { path, procedure, read } of PUBLIC_READS) {
      const cacheControl = queryCacheControl([procedure]);
      app.get(path, async (req, reply) => {
        const context = await createContext({ req, res: reply });
        let data: unknown;
        try {
          data = await read(context);
        } catch (error) {
          // As the procedure would: a database failure is the error it stands for (503 when it is down).
          throw appErrorFromDatabase(error) ?? error;
        }
        const { json, etag } = serialize(data);
        return reply.header('cache-control', cacheControl).header('etag', etag).type('application/json; charset=utf-8').send(json);
      });
    }
  },
  { name: 'public-reads-rest', dependencies: ['db', 'session', 'storage', 'analytics'] },
);
