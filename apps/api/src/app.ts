import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Db } from '@folio/db';
import type { Config } from './env';
import { errorResponse, wordErrorsFor } from './error-response';
import { AppError } from './lib/errors';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { healthPlugin } from './plugins/health';
import { mailPlugin } from './mail/mail-plugin';
import { httpCachingPlugin } from './plugins/http-caching';
import { jsonBodyPlugin } from './plugins/json-body';
import { openApiPlugin } from './plugins/openapi';
import { instanceHeartbeatPlugin } from './plugins/instance-heartbeat';
import { createRateLimitStore } from './plugins/rate-limit-store';
import { loggerOptions, logsEveryRequest, noteRequestError, requestLoggingPlugin } from './plugins/request-logging';
import { anonymousPublicReadsPlugin, publicReadsRestPlugin } from './plugins/public-reads-rest';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { storagePlugin } from './plugins/storage';
import { TRPC_MAX_BATCH_SIZE, trpcPlugin } from './plugins/trpc';
import { appRouter } from './domains/app-router';
import { readThemeInitScript, cspHashOf } from './plugins/theme-init-script';
import { WEB_DIST_DIR, webPlugin } from './plugins/web';
import { analyticsPlugin, weeklyReportPlugin } from './domains/analytics';
import { authRoutes } from './domains/auth';
import { resumeRoutes } from './domains/resume';
import { backupsPlugin } from './domains/backups';
import { filesPlugin } from './domains/files';
import { readSiteSettings, siteRoutes } from './domains/site';

export type BuildAppOptions = {
  config: Config;
  db: Db;
  /** Whether closing the app closes the pool (tests share one pool per file and close it themselves). */
  ownsDb?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go instead of stdout (tests read them); ignored when `logger` is given. */
  logStream?: { write: (line: string) => void };
  /** Where the built web app is; tests point it elsewhere or nowhere. */
  webDistDir?: string;
  /** The memory visitors' rendered pages may take (plugins/web-page-cache.ts); tests set a small one. */
  pageCacheMaxBytes?: number;
};

/** The tRPC batch GET path is `/api/trpc/a.b,c.d,...`: room for a full batch of the longest procedure names. */
function maxParamLengthFor(maxBatchSize: number): number {
  const longestPath = Math.max(...Object.keys(appRouter._def.procedures).map((name) => name.length));
  return maxBatchSize * (longestPath + 1);
}

/**
 * `TRUST_PROXY=<hops>`: the last `hops` addresses (the socket's, then X-Forwarded-For from the right) are
 * proxies; the one before them is the client. Fastify's own number option trusts no hop at all.
 */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** The whole API as a Fastify instance, not listening yet: `server.ts` runs it, tests `inject` into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  /** Every error a request ends with becomes its answer here: the one body, in the site's language. */
  const answerError = async (error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    await wordErrorsFor(req);
    const { status, body } = errorResponse(error, req);
    if (status >= 500) noteRequestError(req, error);
    return reply.code(status).send(body);
  };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    logController: new LogController({ disableRequestLogging: !logsEveryRequest(config) }),
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    routerOptions: { maxParamLength: maxParamLengthFor(TRPC_MAX_BATCH_SIZE) },
    // Uploads through the local driver stream; everything else is small JSON.
    bodyLimit: 1_048_576,
    // A 50 MB upload through the local driver may take a while on a slow line; as long as its URL is valid.
    requestTimeout: 15 * 60 * 1000,
    // A URL Fastify cannot decode is refused before any route or error handler runs, in a body of its own.
    frameworkErrors: (error, req, reply) => {
      void answerError(
        error.code === 'FST_ERR_BAD_URL' ? new AppError('BAD_REQUEST', 'The request URL is not valid') : error,
        req,
        reply,
      );
    },
  });
  // Browsers talk to the bucket directly (presigned uploads, downloads, image thumbnails).
  const themeInitScript = readThemeInitScript(options.webDistDir ?? WEB_DIST_DIR);
  const storageOrigins =
    (config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT)
      ? [new URL(config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT ?? '').origin]
      : [];

  app.decorate(
    'siteLanguage',
    async () => (await readSiteSettings({ caller: null, db: app.db, publicReads: app.publicReads })).language,
  );
  app.setErrorHandler(answerError);

  await app.register(requestLoggingPlugin);
  await app.register(dbPlugin, { db: options.db, config, ownsDb: options.ownsDb ?? true });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(themeInitScript ? [cspHashOf(themeInitScript)] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storageOrigins],
        'media-src': ["'self'", 'blob:', ...storageOrigins],
        'connect-src': ["'self'", ...storageOrigins],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Profile images and project images may live on other sites.
    crossOriginEmbedderPolicy: false,
    // Over plain http HSTS is ignored at best, and at worst pins https on a host (and its subdomains) that has none.
    ...(config.PUBLIC_URL.startsWith('https://') ? {} : { strictTransportSecurity: false }),
  });
  await app.register(httpCachingPlugin);
  await app.register(compressionPlugin);
  const rateLimitStore = createRateLimitStore(config.REDIS_URL, app.log);
  app.addHook('onClose', rateLimitStore.close);
  await app.register(fastifyRateLimit, { global: false, ...rateLimitStore.options });
  await app.register(fastifyFormbody);
  await app.register(jsonBodyPlugin);
  await app.register(sameOriginPlugin);
  // Before the session: a visitor's public read or page has no session to load (see the plugins).
  await app.register(anonymousPublicReadsPlugin);
  await app.register(webPlugin, {
    distDir: options.webDistDir,
    themeInitScript,
    pageCacheMaxBytes: options.pageCacheMaxBytes,
  });
  await app.register(sessionPlugin);
  await app.register(healthPlugin);
  await app.register(instanceHeartbeatPlugin);
  await app.register(storagePlugin);
  await app.register(authRoutes);
  await app.register(filesPlugin);
  await app.register(resumeRoutes);
  await app.register(mailPlugin);
  await app.register(analyticsPlugin);
  await app.register(weeklyReportPlugin);
  await app.register(backupsPlugin);
  await app.register(trpcPlugin);
  await app.register(publicReadsRestPlugin);
  await app.register(openApiPlugin);
  await app.register(siteRoutes);
  return app;
}
