/**
 * The host of a referrer URL when it is another site (`news.ycombinator.com`), else null: our own pages,
 * other schemes and garbage are not referrers. A leading `www.` is dropped so both spellings add up.
 * Only the host is ever kept: a full referrer URL can carry someone's search terms or tokens.
 */
export function externalReferrerHost(referrer: string | undefined, ownHostnames: readonly string[]): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = withoutWww(url.hostname.toLowerCase());
  if (!host || ownHostnames.some((own) => withoutWww(own.toLowerCase()) === host)) return null;
  return host;
}

function withoutWww(hostname: string): string {
  return hostname.startsWith('www.') ? hostname.slice(4) : hostname;
}
