/** The session cookie's name over plain http (development, tests): set by the session plugin, cleared on sign-out. */
export const SESSION_COOKIE = 'folio.sid';

/**
 * On https the cookie is `__Host-` prefixed: browsers then accept it only Secure, for the whole site and without a
 * Domain, so no other host (a sibling subdomain, a plain-http page on the network) can set or shadow it.
 */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
