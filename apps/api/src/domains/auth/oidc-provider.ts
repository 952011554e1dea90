import * as client from 'openid-client';
import { ProviderUnavailableError, type OAuthProvider } from './oauth-provider';

export type OidcProviderOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  ownerEmails: readonly string[];
};

// Well-known issuers get their brand name on the button; any other shows its host ('Continue with sso.example.com').
const KNOWN_ISSUERS: [RegExp, string][] = [
  [/(^|\.)google\.com$/, 'Google'],
  [/(^|\.)auth0\.com$/, 'Auth0'],
  [/(^|\.)okta\.com$/, 'Okta'],
  [/(^|\.)microsoftonline\.com$/, 'Microsoft'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
];

export function oidcProviderLabel(issuer: string): string {
  const host = new URL(issuer).hostname;
  return KNOWN_ISSUERS.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/**
 * Any OpenID Connect provider (docs/architecture.md §3): discovery, PKCE, state and nonce. Only an identity whose
 * verified email is on OWNER_EMAILS is the owner. Discovery runs at the first sign-in, not at start, so a
 * provider that is down never stops Folio from starting; a failed discovery is retried next time.
 */
export function createOidcProvider(options: OidcProviderOptions): OAuthProvider {
  const ownerEmails = new Set(options.ownerEmails.map((email) => email.toLowerCase()));
  // An http:// issuer is the operator's explicit choice (a provider on a private network, or a test).
  const execute = new URL(options.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [];
  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, { execute })
      .catch((error: unknown) => {
        discovered = null;
        throw new ProviderUnavailableError(
          `OpenID Connect discovery at ${options.issuer} failed (OIDC_ISSUER must equal the issuer the provider announces, trailing slash included)`,
          { cause: error },
        );
      });
    return discovered;
  }

  return {
    id: 'oidc',
    label: oidcProviderLabel(options.issuer),

    async createAuthorizationRequest(redirectUri) {
      const config = await configuration();
      const checks = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    async completeSignIn(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new ProviderUnavailableError('The provider answered without an ID token');
      let claims: Record<string, unknown> = idToken;
      // Some providers put the email only in the userinfo answer, not in the ID token.
      if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
      }
      const email = typeof claims.email === 'string' ? claims.email : null;
      if (!email)
        return {
          allowed: false,
          reason: 'Your account did not share an email address, so Folio cannot tell whether it belongs to the owner.',
        };
      if (claims.email_verified !== true) {
        return {
          allowed: false,
          reason: `The email address ${email} is not verified by your provider, so it cannot be used to sign in.`,
        };
      }
      if (!ownerEmails.has(email.toLowerCase())) {
        return {
          allowed: false,
          reason: `The account ${email} is not allowed to sign in to this site. Only the owner can sign in.`,
        };
      }
      return {
        allowed: true,
        profile: {
          email,
          firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
          lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
          profileImageUrl: typeof claims.picture === 'string' ? claims.picture : undefined,
        },
      };
    },
  };
}
