import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../domains/auth';
import { isClientCopyFresh, weakEtagOf } from '../lib/client-copy';
import { acceptedEncoding, compressedCopies, type CompressedCopies } from '../lib/compressed-copies';
import { appErrorFromDatabase } from '../lib/database-errors';
import { PUBLIC_READS, type PublicRead } from '../domains/public-reads';
import { queryCacheControl } from './cache-control';
import { contextFactory } from '../trpc/context';
import type { PublicReadContext } from '../trpc/public-read';
import { THRESHOLD_BYTES } from './compression';
import { servicesOf } from './services';

type Serialized = { json: string; etag: string; compressed: Promise<CompressedCopies> | null };

/**
 * A shared read is the same object for everyone during its second: serialised, hashed and compressed once
 * (compressing it for every request cost more than all the rest of the answer).
 */
const serialized = new WeakMap<object, Serialized>();
function serialize(data: unknown, shared: boolean): Serialized {
  const known = typeof data === 'object' && data !== null ? serialized.get(data) : undefined;
  if (known) return known;
  const json = JSON.stringify(data);
  const body = Buffer.from(json);
  const result = {
    json,
    etag: weakEtagOf(json),
    compressed: shared && body.length >= THRESHOLD_BYTES ? compressedCopies(body) : null,
  };
  if (typeof data === 'object' && data !== null) serialized.set(data, result);
  return result;
}

async function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  { procedure, read }: PublicRead,
  context: PublicReadContext,
): Promise<FastifyReply> {
  let data: unknown;
  try {
    data = await read(context, req.query);
  } catch (error) {
    // As the procedure would: a database failure is the error it stands for (503 when it is down).
    throw appErrorFromDatabase(error) ?? error;
  }
  // The owner's reads are their own (never shared): compressed per request, as any other answer.
  const { json, etag, compressed } = serialize(data, context.caller === null);
  reply.header('cache-control', queryCacheControl([procedure])).type('application/json; charset=utf-8');
  if (isClientCopyFresh(req, reply, etag)) return reply.code(304).send();
  const encoding = compressed && acceptedEncoding(req);
  if (!compressed || !encoding) return reply.send(json);
  return reply
    .header('vary', 'accept-encoding')
    .header('content-encoding', encoding)
    .send((await compressed)[encoding]);
}

const SESSION_COOKIE_PRESENT = new RegExp(`(?:^|;)\\s*(?:__Host-)?${SESSION_COOKIE.replace('.', '\\.')}=`);

/** A session cookie or a token: someone who may be the owner, whom the routes below answer. */
export function mayBeSignedIn(req: FastifyRequest): boolean {
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
      app.get(publicRead.path, async (req, reply) =>
        answer(req, reply, publicRead, await createContext({ req, res: reply })),
      );
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
      return answer(req, reply, publicRead, { caller: null, db: app.db, publicReads: app.publicReads });
    });
  },
  { name: 'anonymous-public-reads', dependencies: ['db'] },
);
