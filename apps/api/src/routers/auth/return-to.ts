/**
 * Where to send the owner after signing in: only a same-origin path. `/admin` yes; `//evil.example`,
 * `/\evil.example` and `https://evil.example` never (browsers read the first two as other hosts).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn `/\t/evil` into `//evil`.
  if (/\p{Cc}/u.test(value)) return '/';
  return value;
}
