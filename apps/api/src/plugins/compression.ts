import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Text worth compressing: HTML, CSS, JavaScript, JSON (and the manifest), SVG, XML, plain text. */
const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)(;|$)/;
/** Smaller answers fit in a packet or two as they are. */
export const THRESHOLD_BYTES = 1024;
/** Brotli at quality 4 costs about what gzip does, for a better ratio; 11 is for the build's static copies. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

const compressors = {
  br: (input: Buffer) => promisify(brotliCompress)(input, BROTLI_OPTIONS),
  gzip: (input: Buffer) => promisify(gzip)(input, GZIP_OPTIONS),
};

/**
 * Brotli or gzip, as the browser accepts, for dynamic answers over 1 KB. Static assets come compressed from the
 * build instead (plugins/web.ts, preCompressed). Registered before every route: @fastify/compress attaches to
 * each route as it is declared.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: THRESHOLD_BYTES,
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
      customTypes: COMPRESSIBLE,
      // Request bodies stay as they are: JSON of at most 1 MB, never worth a decompression bomb.
      globalDecompression: false,
    });

    // Fastify runs no route hooks for the not-found handler, which answers the pages with no route of their own
    // (plugins/web.ts); those are compressed here, the same way.
    app.addHook('onSend', async (req, reply, payload) => {
      if (!req.is404 || typeof payload !== 'string' || Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? '')) || reply.hasHeader('content-encoding'))
        return payload;
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
      const encoding = negotiate(req.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      return compressors[encoding](Buffer.from(payload));
    });
  },
  { name: 'compression' },
);
