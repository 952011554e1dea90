import fp from 'fastify-plugin';
import { isClientCopyFresh, weakEtagOf } from '../lib/client-copy';

/**
 * Conditional GETs for every answer held in memory: a weak ETag from the body (so it is right whoever asks, and
 * the same on every instance), 304 when the client's copy matches. Streams (files, static assets) carry their own
 * validators; API answers say how long they may be kept (trpc/cache-control.ts).
 */
export const httpCachingPlugin = fp(
  async (app) => {
    // A request's Cache-Control speaks to caches on the way; the origin validates whatever it says (RFC 9111
    // §5.2.1.4): browsers' fetch() sends `no-cache` with If-None-Match and must still get 304. Removed here so
    // every freshness check (ours, `fresh`, @fastify/send's for static assets) compares validators only.
    app.addHook('onRequest', async (req) => {
      const isConditional =
        req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
      if ((req.method === 'GET' || req.method === 'HEAD') && isConditional) delete req.headers['cache-control'];
    });
    app.addHook('onSend', async (req, reply, payload) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return payload;
      let body = payload;
      // tRPC answers a fetch Response; its JSON is small, so it is read here to be hashed.
      if (payload instanceof Response) {
        if (payload.status !== 200) return payload;
        for (const [name, value] of payload.headers) reply.header(name, value);
        body = await payload.text();
      }
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return payload;
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && cacheControl.includes('no-store')) return body;
      const etag = (reply.getHeader('etag') as string | undefined) ?? weakEtagOf(body);
      if (!isClientCopyFresh(req, reply, etag)) return body;
      reply.code(304);
      return '';
    });
  },
  { name: 'http-caching' },
);
