const ORIGIN = 'http://folio.invalid';
/** Longer than any page of the site, short enough for a Location header. */
const MAX_RETURN_TO = 2048;

/**
 * Where to send the owner after signing in: only a same-origin path. `/admin` yes; `//evil.example`,
 * `/\evil.example` and `https://evil.example` never (browsers read the first two as other hosts). The answer
 * is percent-encoded as a URL parser would, so any text (unicode, line breaks) becomes a valid Location header
 * rather than a 500 after a successful sign-in; anything doubtful is `/`.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn `/\t/evil` into `//evil`.
  if (/\p{Cc}/u.test(value)) return '/';
  let parsed: URL;
  try {
    parsed = new URL(value, ORIGIN);
  } catch {
    return '/';
  }
  const normalized = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments can fold a path into `//host` (`/.//evil`), which a browser would leave the site for.
  if (
    parsed.origin !== ORIGIN ||
    !normalized.startsWith('/') ||
    normalized.startsWith('//') ||
    normalized.length > MAX_RETURN_TO
  )
    return '/';
  return normalized;
}
