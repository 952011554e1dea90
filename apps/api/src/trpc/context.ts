import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenScope } from '@folio/contracts';
import type { Db } from '@folio/db';
import type { Config } from '../env';
import { AppError } from '../lib/errors';
import type { PublicReads } from '../lib/read-cache';
import type { StorageProvider } from '../storage/storage-provider';
import { findTokenCaller } from './token-caller';

/** tRPC (`/api/trpc`, what apps/web calls) or REST (`/api/*`, what scripts call). */
export type Surface = 'trpc' | 'rest';

/** Who is calling: the owner through the session cookie, or through a personal access token (REST only). */
export type Caller =
  { userId: string; via: 'session' } | { userId: string; via: 'token'; tokenId: string; scope: TokenScope };

/**
 * Services a domain brings for its own procedures (the analytics pipeline, say), declared by that domain with
 * module augmentation so this layer never imports a domain; plugins/services.ts fills them in.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainServices {}

/** What procedures work with. The app passes its own; a test may pass others to `createCaller`. */
export type Services = DomainServices & {
  db: Db;
  storage: StorageProvider;
  config: Config;
  /** Visitors' reads of public content, briefly shared (trpc/public-read.ts). */
  publicReads: PublicReads;
};

export type Context = Services & {
  req: FastifyRequest;
  reply: FastifyReply;
  surface: Surface;
  caller: Caller | null;
};

const BEARER = /^Bearer\s+(\S+)$/i;

/** Who calls: a bearer token on the REST surface, else the session. Plain routes outside tRPC use it too. */
export async function resolveCaller(db: Db, req: FastifyRequest, surface: Surface): Promise<Caller | null> {
  const authorization = req.headers.authorization;
  if (surface === 'rest' && authorization) {
    const token = BEARER.exec(authorization)?.[1];
    if (!token) throw new AppError('UNAUTHORIZED', 'The Authorization header must be "Bearer <token>"');
    const caller = await findTokenCaller(db, token);
    if (!caller) throw new AppError('UNAUTHORIZED', 'The access token is invalid or has been revoked');
    return { via: 'token', ...caller };
  }
  const userId = req.session.get('userId');
  return userId ? { userId, via: 'session' } : null;
}

/** Builds each request's context for one surface, around the app's services. */
export function contextFactory(services: Services, surface: Surface) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => ({
    ...services,
    req,
    reply: res,
    surface,
    caller: await resolveCaller(services.db, req, surface),
  });
}
