import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/** A weak validator of a body: equal bodies, equal ETags, on every instance. */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/**
 * Sets `etag` and answers whether the client's copy is still current (If-None-Match). A route that knows its
 * ETag without producing the body (e.g. /og.png) calls this first and answers 304 without drawing anything.
 */
export function isClientCopyFresh(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  return req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag });
}
