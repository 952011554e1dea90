import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenScope } from '@folio/contracts';
import { AppError } from '../errors';
import { findTokenCaller } from '../routers/tokens/token-auth';

/** tRPC (`/api/trpc`, what apps/web calls) or REST (`/api/*`, what scripts call). */
export type Surface = 'trpc' | 'rest';

/** Who is calling: the owner through the session cookie, or through a personal access token (REST only). */
export type Caller =
  | { userId: string; via: 'session' }
  | { userId: string; via: 'token'; tokenId: string; scope: TokenScope };

export type Context = {
  req: FastifyRequest;
  reply: FastifyReply;
  surface: Surface;
  caller: Caller | null;
};

const BEARER = /^Bearer\s+(\S+)$/i;

async function resolveCaller(req: FastifyRequest, surface: Surface): Promise<Caller | null> {
  const authorization = req.headers.authorization;
  if (surface === 'rest' && authorization) {
    const token = BEARER.exec(authorization)?.[1];
    if (!token) throw new AppError('UNAUTHORIZED', 'The Authorization header must be "Bearer <token>"');
    const caller = await findTokenCaller(req.server.db, token);
    if (!caller) throw new AppError('UNAUTHORIZED', 'The access token is invalid or has been revoked');
    return { via: 'token', ...caller };
  }
  const userId = req.session.get('userId');
  return userId ? { userId, via: 'session' } : null;
}

export function contextFactory(surface: Surface) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => ({
    req,
    reply: res,
    surface,
    caller: await resolveCaller(req, surface),
  });
}
