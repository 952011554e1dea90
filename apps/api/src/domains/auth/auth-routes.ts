import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../env';
import { AppError } from '../../lib/errors';
import { sendHtml } from './auth-responses';
import { createGitHubProvider, type GitHubEndpoints } from './github-provider';
import type { OAuthProvider } from './oauth-provider';
import { oauthRoutes } from './oauth-routes';
import { createOidcProvider } from './oidc-provider';
import { generatedPasswordBanner, signInReminder } from './owner-password-banner';
import { loadOwnerPassword } from './owner-password';
import { truncateAddress } from '../../lib/client-address';
import { endSession } from './owner-session';
import { passkeySignInRoute } from './passkey-sign-in-route';
import { passwordRoute } from './password-route';
import { totpSignInRoute } from './totp-sign-in-route';
import { safeReturnTo } from './return-to';
import { countPasskeys } from './passkeys-repository';
import { renderSignInPage } from './sign-in-page';
import { renderSignOutPage } from './sign-out-page';
import { authTexts } from './auth-texts';

export type AuthRoutesOptions = {
  /** GitHub's endpoints; only tests change them (to a mock server). */
  githubEndpoints?: GitHubEndpoints;
};

/** The sign-in methods the configuration turns on (docs/architecture.md §3), in the order the page shows them. */
function configuredProviders(config: Config, githubEndpoints?: GitHubEndpoints): OAuthProvider[] {
  const providers: OAuthProvider[] = [];
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    providers.push(
      createGitHubProvider({
        clientId: config.GITHUB_CLIENT_ID,
        clientSecret: config.GITHUB_CLIENT_SECRET,
        ownerLogins: config.OWNER_GITHUB_LOGINS,
        endpoints: githubEndpoints,
      }),
    );
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    providers.push(
      createOidcProvider({
        issuer: config.OIDC_ISSUER,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: config.OIDC_CLIENT_SECRET,
        ownerEmails: config.OWNER_EMAILS,
      }),
    );
  }
  return providers;
}

/** Sign-in and sign-out by browser navigation (docs/spec.md §1): /api/login[/<method>], /api/callback/<provider>, /api/logout. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions = {}): Promise<void> {
  const ownerPassword = await loadOwnerPassword(app.config, app.db, app.log);
  // Plain text on stdout rather than a JSON log line: a person has to read it, and copy the password once.
  if (ownerPassword?.generated)
    process.stdout.write(generatedPasswordBanner(ownerPassword.generated, app.config.PUBLIC_URL));
  else if (ownerPassword && !app.config.OWNER_PASSWORD && app.config.NODE_ENV !== 'test') {
    process.stdout.write(signInReminder(app.config.PUBLIC_URL));
  }
  const providers = configuredProviders(app.config, options.githubEndpoints);
  const buttons = providers.map(({ id, label }) => ({ id, label }));
  if (app.config.OIDC_ISSUER?.startsWith('http://')) {
    app.log.warn('OIDC_ISSUER uses plain http: sign-in tokens cross the network unencrypted.');
  }

  app.get('/api/login', async (req: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply: FastifyReply) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    const [onlyProvider] = providers;
    // Nothing to choose: go straight to the one provider.
    const passkeys = (await countPasskeys(app.db)) > 0;
    if (!ownerPassword && !passkeys && providers.length === 1 && onlyProvider) {
      const query = returnTo === '/' ? '' : `?${new URLSearchParams({ returnTo }).toString()}`;
      return reply.header('cache-control', 'no-store').redirect(`/api/login/${onlyProvider.id}${query}`, 302);
    }
    return sendHtml(
      reply,
      200,
      renderSignInPage({
        returnTo,
        passwordEnabled: ownerPassword !== null,
        providers: buttons,
        passkeys,
        error: null,
        texts: await authTexts(app),
      }),
    );
  });

  if (ownerPassword) await passwordRoute(app, { ownerPassword, providers: buttons });
  else {
    app.post('/api/login/password', async () => {
      throw new AppError('NOT_FOUND', 'Password sign-in is not enabled on this site');
    });
  }
  await oauthRoutes(app, { providers });
  await totpSignInRoute(app);
  await passkeySignInRoute(app);

  async function signOut(req: FastifyRequest, reply: FastifyReply, status: 302 | 303) {
    const signedIn = req.session.get('userId') !== undefined;
    await endSession(req, reply);
    if (signedIn) req.log.info({ client: truncateAddress(req.ip) }, 'owner signed out');
    return reply.header('cache-control', 'no-store').redirect('/', status);
  }

  // A navigation, as the Logout button makes it; but a link or image on another site must not sign the owner
  // out, so only a request the browser says comes from this site (or was typed) does. Others get a button.
  app.get('/api/logout', async (req, reply) => {
    const site = req.headers['sec-fetch-site'];
    const fromThisSite = site === 'same-origin' || site === 'none';
    if (!fromThisSite && req.session.get('userId') !== undefined)
      return sendHtml(reply, 200, renderSignOutPage(await authTexts(app)));
    return signOut(req, reply, 302);
  });
  // The sign-out page's button; cross-site posts are refused before this (the same-origin guard).
  app.post('/api/logout', (req, reply) => signOut(req, reply, 303));
}
