import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export type CompressedCopies = Record<Encoding, Buffer>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip copies of a body sent many times as it is (a kept page, a shared public read): made once, so
 * they are worth more effort than the per-request compression of other answers (brotli 4, plugins/compression.ts).
 */
export async function compressedCopies(body: Buffer): Promise<CompressedCopies> {
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gzipped };
}

/** The copy the browser accepts, brotli first; null for the body as it is. */
export function acceptedEncoding(req: FastifyRequest): Encoding | null {
  return negotiate(req.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? null;
}
