import { PUBLIC_READS } from '../domains/public-reads';

const SAME_FOR_EVERYONE = new Set(PUBLIC_READS.filter((read) => read.sameForEveryone).map((read) => read.procedure));

/**
 * Cache-Control of a successful query, on tRPC (a batch) and REST alike: browsers and proxies keep it but ask
 * again every time (the ETag then makes that a 304); only reads that are the same for everyone may sit in a
 * shared cache.
 */
export function queryCacheControl(paths: readonly string[] | undefined): string {
  return paths?.length && paths.every((path) => SAME_FOR_EVERYONE.has(path)) ? 'no-cache' : 'private, no-cache';
}
