import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { OAuth2Server, type MutableResponse } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbPlugin } from '../../plugins/db';
import { jsonBodyPlugin } from '../../plugins/json-body';
import { healthPlugin } from '../../plugins/health';
import { openApiPlugin } from '../../plugins/openapi';
import { storagePlugin } from '../../plugins/storage';
import { analyticsPlugin } from '../analytics/analytics-plugin';
import { sessionPlugin } from '../../plugins/session';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { authRoutes } from './auth-routes';
import { sessionRowCount, TestBrowser } from './sign-in-test-helpers';

/** What GitHub's user API says about whoever signs in next. */
let githubUser: Record<string, unknown> = {};

const github = new OAuth2Server();
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  await github.issuer.keys.generate('RS256');
  await github.start(0, '127.0.0.1');
  // Like GitHub: no ID token, a lowercase token type, and the user from its own API.
  github.service.on('beforeResponse', (response: MutableResponse) => {
    const body = response.body as Record<string, unknown>;
    delete body.id_token;
    body.token_type = 'bearer';
  });
  github.service.on('beforeUserinfo', (response: MutableResponse) => {
    response.body = githubUser;
  });
  t = await buildTestApp({
    env: { GITHUB_CLIENT_ID: 'folio-github', GITHUB_CLIENT_SECRET: 'github-secret', OWNER_GITHUB_LOGINS: 'Octocat' },
  });
  // The real plugins, composed as app.ts does, with GitHub's endpoints pointed at the mock.
  const issuer = github.issuer.url ?? '';
  app = Fastify({ logger: false });
  await app.register(dbPlugin, { db: t.db, config: t.config, ownsDb: false });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyFormbody);
  await app.register(jsonBodyPlugin);
  await app.register(sessionPlugin);
  await app.register(authRoutes, {
    githubEndpoints: {
      authorizationEndpoint: `${issuer}/authorize`,
      tokenEndpoint: `${issuer}/token`,
      userApi: `${issuer}/userinfo`,
    },
  });
  await app.register(healthPlugin);
  await app.register(storagePlugin);
  await app.register(analyticsPlugin);
  await app.register(openApiPlugin);
  await app.ready();
});
afterEach(() => t.truncate());
afterAll(async () => {
  await app.close();
  await t.close();
  await github.stop();
});

async function signInWithGitHub(browser: TestBrowser) {
  const start = await browser.get('/api/login/github?returnTo=%2Fsettings');
  expect(start.statusCode).toBe(302);
  return browser.completeAtProvider(start.headers.location ?? '');
}

describe('GitHub sign-in', () => {
  it('is offered on the sign-in page of the real app', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/login' });
    expect(page.body).toContain('href="/api/login/github"');
    expect(page.body).toContain('Continue with GitHub');
  });

  it('sends the browser to GitHub with state and PKCE', async () => {
    const start = await new TestBrowser((options) => app.inject(options)).get('/api/login/github');
    const url = new URL(start.headers.location ?? '');
    expect(url.searchParams.get('client_id')).toBe('folio-github');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/callback/github');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  });

  it('signs in a login on OWNER_GITHUB_LOGINS (any case) and goes back to returnTo', async () => {
    githubUser = {
      login: 'octocat',
      name: 'Mona Lisa Octocat',
      email: null,
      avatar_url: 'https://avatars.example/u/1',
    };
    const browser = new TestBrowser((options) => app.inject(options));
    const callback = await signInWithGitHub(browser);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/settings');
    const user = await browser.get('/api/auth/user');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      firstName: 'Mona',
      lastName: 'Lisa Octocat',
      profileImageUrl: 'https://avatars.example/u/1',
    });
  });

  it('refuses any other GitHub account with a page and no session', async () => {
    githubUser = { login: 'mallory', name: null, email: 'mallory@example.com' };
    const browser = new TestBrowser((options) => app.inject(options));
    const callback = await signInWithGitHub(browser);
    expect(callback.statusCode).toBe(403);
    expect(callback.body).toContain('The GitHub account mallory is not allowed to sign in to this site.');
    expect(browser.sessionId()).toBeNull();
    expect(await sessionRowCount(t.db)).toBe(0);
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
  });
});
