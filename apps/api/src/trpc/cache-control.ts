/** What everyone may read (ARCHITECTURE §3): the same answer for every caller. */
// Not files.listFiles nor profile.getProfile: the owner also sees private files and an unpublished phone, so
// their answers depend on who asks.
const PUBLIC_READS = new Set(['projects.listProjects']);

/**
 * Cache-Control of a successful query, on tRPC (a batch) and REST alike: browsers and proxies keep it but ask
 * again every time (the ETag then makes that a 304); only public reads may sit in a shared cache.
 */
export function queryCacheControl(paths: readonly string[] | undefined): string {
  return paths?.length && paths.every((path) => PUBLIC_READS.has(path)) ? 'no-cache' : 'private, no-cache';
}
