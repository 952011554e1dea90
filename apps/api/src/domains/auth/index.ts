/**
 * Signing in and the signed-in state: the sign-in pages and routes (password, codes, passkeys, GitHub, OpenID
 * Connect), the owner's password, sessions and their cookie, and the procedures Settings calls.
 */
export { authRouter } from './auth-router';
export { authRoutes, type AuthRoutesOptions } from './auth-routes';
export { SESSION_COOKIE, sessionCookieName } from './session-cookie';
export { generateOwnerPassword, OWNER_PASSWORD_MIN_LENGTH, storeOwnerPassword } from './owner-password';
export { generatedPasswordBanner } from './owner-password-banner';
