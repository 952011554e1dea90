import * as client from 'openid-client';
import { z } from 'zod';
import { ProviderUnavailableError, type OAuthProvider } from './oauth-provider';

/** GitHub's OAuth endpoints. Tests point them at a mock server; they are not configuration. */
export type GitHubEndpoints = { authorizationEndpoint: string; tokenEndpoint: string; userApi: string };

export const GITHUB_ENDPOINTS: GitHubEndpoints = {
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  userApi: 'https://api.github.com/user',
};

export type GitHubProviderOptions = {
  clientId: string;
  clientSecret: string;
  ownerLogins: readonly string[];
  endpoints?: GitHubEndpoints;
};

const githubUserSchema = z.object({
  login: z.string().min(1),
  name: z.string().nullish(),
  email: z.string().nullish(),
  avatar_url: z.string().nullish(),
});

/** Splits GitHub's single display name at the first space ('Ada King Lovelace' → 'Ada', 'King Lovelace'). */
function splitName(name: string | null | undefined): { firstName?: string; lastName?: string } {
  const trimmed = name?.trim();
  if (!trimmed) return {};
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/**
 * GitHub sign-in (docs/architecture.md §3) through openid-client as a plain OAuth 2 server: GitHub has no discovery and
 * no ID token, so the endpoints are known up front and the identity comes from its user API. Only logins on
 * OWNER_GITHUB_LOGINS are the owner (compared without case, as GitHub does).
 */
export function createGitHubProvider(options: GitHubProviderOptions): OAuthProvider {
  const endpoints = options.endpoints ?? GITHUB_ENDPOINTS;
  const ownerLogins = new Set(options.ownerLogins.map((login) => login.toLowerCase()));
  const config = new client.Configuration(
    {
      issuer: 'https://github.com',
      authorization_endpoint: endpoints.authorizationEndpoint,
      token_endpoint: endpoints.tokenEndpoint,
    },
    options.clientId,
    options.clientSecret,
  );
  if (Object.values(endpoints).some((url) => url.startsWith('http:'))) client.allowInsecureRequests(config);

  async function fetchLogin(accessToken: string): Promise<z.infer<typeof githubUserSchema>> {
    const headers = new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'Folio' });
    const response = await client.fetchProtectedResource(
      config,
      accessToken,
      new URL(endpoints.userApi),
      'GET',
      undefined,
      headers,
    );
    if (!response.ok) throw new ProviderUnavailableError(`GitHub's user API answered ${String(response.status)}`);
    const user = githubUserSchema.safeParse(await response.json());
    if (!user.success) throw new ProviderUnavailableError("GitHub's user API answered without a login");
    return user.data;
  }

  return {
    id: 'github',
    label: 'GitHub',

    async createAuthorizationRequest(redirectUri) {
      const checks = { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        // Public profile only: the login is all Folio needs to recognise the owner.
        scope: 'read:user',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        allow_signup: 'false',
      });
      return { url, checks };
    },

    async completeSignIn(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const user = await fetchLogin(tokens.access_token);
      if (!ownerLogins.has(user.login.toLowerCase())) {
        return {
          allowed: false,
          reason: `The GitHub account ${user.login} is not allowed to sign in to this site. Only the owner can sign in.`,
        };
      }
      return {
        allowed: true,
        profile: {
          ...splitName(user.name),
          email: user.email ?? undefined,
          profileImageUrl: user.avatar_url ?? undefined,
        },
      };
    },
  };
}
