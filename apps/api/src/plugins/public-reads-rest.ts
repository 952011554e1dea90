import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../auth/session-cookie';
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

type PublicRead = (typeof PUBLIC_READS)[number];

async function answer(reply: FastifyReply, { procedure, read }: PublicRead, context: PublicReadContext): Promise<FastifyReply> {
  let data: unknown;
  try {
    data = await read(context);
  } catch (error) {
    // As the procedure would: a database failure is the error it stands for (503 when it is down).
    throw appErrorFromDatabase(error) ?? error;
  }
  const { json, etag } = serialize(data);
  return reply
    .header('cache-control', queryCacheControl([procedure]))
    .header('etag', etag)
    .type('application/json; charset=utf-8')
    .send(json);
}

const SESSION_COOKIE_PRESENT = new RegExp(`(?:^|;)\\s*(?:__Host-)?${SESSION_COOKIE.replace('.', '\\.')}=`);

/** A session cookie or a token: someone who may be the owner, whom the routes below answer. */
function mayBeSignedIn(req: FastifyRequest): boolean {
  return req.headers.authorization !== undefined || SESSION_COOKIE_PRESENT.test(req.headers.cookie ?? '');
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
    for (const publicRead of PUBLIC_READS) {
      app.get(publicRead.path, async (req, reply) => answer(reply, publicRead, await createContext({ req, res: reply })));
    }
  },
  { name: 'public-reads-rest', dependencies: ['db', 'session', 'storage', 'analytics'] },
);

/**
 * Visitors' public reads, answered before the session plugin (registered after this one) runs: without a session
 * cookie there is no session to load, and @fastify/session would still build, sign and hash an empty one for
 * each request, a tenth of the time of a read. Anyone who may be signed in goes on to the routes above.
 */
export const anonymousPublicReadsPlugin = fp(
  async (app) => {
    const readsByPath = new Map(PUBLIC_READS.map((publicRead) => [publicRead.path, publicRead]));
    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return;
      const publicRead = readsByPath.get(req.routeOptions.url ?? '');
      if (!publicRead || mayBeSignedIn(req)) return;
      return answer(reply, publicRead, { caller: null, db: app.db, publicReads: app.publicReads });
    });
  },
  { name: 'anonymous-public-reads', dependencies: ['db'] },
);
