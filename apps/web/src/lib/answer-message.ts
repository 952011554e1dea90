/**
 * What a failed call says to the owner: the server's message (in the site's language, apps/api/src/error-response.ts),
 * or `unreachable` when no answer of the server's came back (offline, a proxy's page), where the error carries the
 * browser's own English words ("Failed to fetch").
 */
export function answerMessage(error: { message: string; data?: unknown }, unreachable: string): string {
  return error.data ? error.message : unreachable;
}
