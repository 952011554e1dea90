import type { OwnerIdentity } from './users-repository';

export type ProviderId = 'github' | 'oidc';

/** What must survive the trip to the provider and back, kept in the session (never in the URL alone). */
export type OAuthChecks = { state: string; codeVerifier: string; nonce?: string };

export type AuthorizationRequest = { url: URL; checks: OAuthChecks };

/** Who came back from the provider: the owner (with what the provider says about them), or someone refused. */
export type SignInResult = { allowed: true; profile: OwnerIdentity } | { allowed: false; reason: string };

/** One way to sign in through a third party (GitHub, an OpenID Connect provider). */
export type OAuthProvider = {
  id: ProviderId;
  /** Shown as 'Continue with <label>'. */
  label: string;
  createAuthorizationRequest: (redirectUri: string) => Promise<AuthorizationRequest>;
  /** Exchanges the code (checking state, PKCE and, for OIDC, the nonce) and checks the owner list. */
  completeSignIn: (callbackUrl: URL, checks: OAuthChecks) => Promise<SignInResult>;
};

/** The provider could not be reached or answered something unusable: a 503 page, not a refusal. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
