/** The session cookie's name: set by the session plugin, cleared on sign-out, read by sign-in tests. */
export const SESSION_COOKIE = 'folio.sid';
