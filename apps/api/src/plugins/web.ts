import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../env';
import { AppError } from '../lib/errors';
import { isClientCopyFresh, weakEtagOf } from '../lib/client-copy';
import { acceptedEncoding } from '../lib/compressed-copies';
import type { PublicReads } from '../lib/read-cache';
import { appRouter } from '../domains/app-router';
import { readSiteSettings } from '../domains/site';
import { contextFactory } from '../trpc/context';
import { mayBeSignedIn } from './public-reads-rest';
import { servicesOf } from './services';
import { withBrand } from './web-brand';
import { readViteManifest, styleLinksFor } from './web-chunks';
import { PageCache, pageAddress, type KeptPage, type RenderForKeeping } from './web-page-cache';
import type { RenderPage, RenderedPage } from './web-render-contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** Visitors' rendered pages, kept until their data changes (plugins/web-page-cache.ts). */
    keptPages: PageCache | null;
  }
}

export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/** The server bundle `vite build --ssr` writes (apps/web/src/entry-server.tsx). */
const SERVER_ENTRY = 'server/entry-server.js';
/** Where index.html keeps its default head (a shell page's) and the app's markup. */
const HEAD_REGION = /<!--head:start-->[\s\S]*?<!--head:end-->/;
const ROOT_ELEMENT = '<div id="root"></div>';
const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

async function loadRenderer(distDir: string): Promise<RenderPage | null> {
  const entry = path.join(distDir, SERVER_ENTRY);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render?: unknown };
  if (typeof module.render !== 'function') throw new Error(`${entry} exports no render function`);
  return module.render as RenderPage;
}

/**
 * The built web app on the same origin. Public pages (Home, Files, Contact, the 404 page) are rendered on the
 * server from in-process procedure calls, then hydrate in the browser; owner-only pages get the app shell.
 * Hashed assets are cached for a year; HTML never, so a deploy is seen at once.
 */
export const webPlugin = fp(
  async (
    app,
    {
      distDir = WEB_DIST_DIR,
      themeInitScript,
      pageCacheMaxBytes,
    }: { distDir?: string; themeInitScript: string | null; pageCacheMaxBytes?: number },
  ) => {
    app.decorate('keptPages', null);
    const indexFile = path.join(distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built web app at ${distDir}; run \`pnpm build\` to serve it.`);
      return;
    }
    // The theme script inline (app.ts allows it by its hash): one round trip less before the first paint.
    const template = (await readFile(indexFile, 'utf8')).replace(THEME_INIT_TAG, () =>
      themeInitScript ? `<script>${themeInitScript}</script>` : THEME_INIT_TAG,
    );
    // Without the slots in index.html (or without the server bundle) every page is rendered in the browser.
    const hasSlots = HEAD_REGION.test(template) && template.includes(ROOT_ELEMENT);
    const render = hasSlots ? await loadRenderer(distDir) : null;
    if (!render) app.log.warn(`No server bundle or page slots in ${distDir}; pages are rendered in the browser only.`);
    // The services are read per request: this plugin is registered before those that provide some of them.
    const createTrpcContext = (args: { req: FastifyRequest; res: FastifyReply }) =>
      contextFactory(servicesOf(app), 'trpc')(args);
    const manifest = await readViteManifest(distDir);

    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts); browsers get the one they accept.
      preCompressed: true,
      // index.html is answered below, never as a cached static file; the server bundle and the build manifest
      // are the server's own.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    const sendHtml = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // A signed-in owner's page shows their controls: never hand it to anyone else from a cache.
        .header('vary', 'cookie')
        .send(html);

    const pageHtml = (page: RenderedPage) =>
      template
        .replace(HEAD_REGION, () => page.head + styleLinksFor(manifest, page.modules))
        .replace(
          ROOT_ELEMENT,
          () =>
            `<div id="root">${page.html}</div><script type="application/json" id="folio-state">${page.state}</script>`,
        );

    // The template names the build's hashed assets: a new build is a new template, and keeps pages of its own.
    const pages = new PageCache(app.publicReads, weakEtagOf(template), pageCacheMaxBytes);
    app.keptPages = pages;

    /** A visitor's page: rendered as nobody in particular, from shared reads that note the data it shows. */
    const renderForVisitors =
      (req: FastifyRequest, reply: FastifyReply, renderPage: RenderPage): RenderForKeeping =>
      async (reads: PublicReads) => {
        const [result, site] = await Promise.all([
          renderPage({
            url: req.url,
            publicUrl: app.config.PUBLIC_URL,
            router: appRouter,
            createContext: async () => ({
              ...servicesOf(app),
              publicReads: reads,
              req,
              reply,
              surface: 'trpc',
              caller: null,
            }),
          }),
          // Through the recorded reads: a kept page is rendered again when the owner changes the brand.
          readSiteSettings({ caller: null, db: app.db, publicReads: reads }),
        ]);
        return {
          status: result.kind === 'shell' ? 200 : result.status,
          html: withBrand(result.kind === 'shell' ? template : pageHtml(result), site),
        };
      };

    /** The app shell in the owner's brand; unbranded when the settings cannot be read (the page still works). */
    const brandedShell = async (readFor: Parameters<typeof readSiteSettings>[0]) => {
      try {
        return withBrand(template, await readSiteSettings(readFor));
      } catch {
        return template;
      }
    };
    const visitorsShell = () => brandedShell({ caller: null, db: app.db, publicReads: app.publicReads });

    /** The kept bytes, compressed as the browser accepts; 304 when its copy is this one, without rendering. */
    const sendKept = (req: FastifyRequest, reply: FastifyReply, page: KeptPage) => {
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-encoding');
      if (page.status === 200 && isClientCopyFresh(req, reply, page.etag)) return reply.code(304).send();
      const encoding = acceptedEncoding(req);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(page.bodies[encoding ?? 'identity']);
    };

    /** A render that failed: the browser can still render the page itself from the shell, never a 500. */
    const sendShellAfter = async (req: FastifyRequest, reply: FastifyReply, error: unknown) => {
      req.log.error({ err: error, url: req.url }, 'server rendering failed; answered the app shell');
      return sendHtml(reply, 200, await visitorsShell());
    };

    /** Visitors share one render per page and change. */
    const sendVisitorPage = async (req: FastifyRequest, reply: FastifyReply, renderPage: RenderPage) => {
      try {
        // The site's language is part of a kept page's address: a page is never sent in the language it had before.
        const { language } = await readSiteSettings({ caller: null, db: app.db, publicReads: app.publicReads });
        const address = pageAddress({ url: req.url, language, year: new Date().getFullYear() });
        return sendKept(req, reply, await pages.page(address, renderForVisitors(req, reply, renderPage)));
      } catch (error) {
        return sendShellAfter(req, reply, error);
      }
    };

    const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!render) return sendHtml(reply, 200, await visitorsShell());
      try {
        const context = await createTrpcContext({ req, res: reply });
        if (!context.caller) return sendVisitorPage(req, reply, render);
        // The owner's page (their controls, their private data) is rendered for them alone and never kept.
        const result = await render({
          url: req.url,
          publicUrl: app.config.PUBLIC_URL,
          router: appRouter,
          createContext: async () => context,
        });
        const site = await readSiteSettings(context);
        if (result.kind === 'shell') return sendHtml(reply, 200, withBrand(template, site));
        return sendHtml(reply, result.status, withBrand(pageHtml(result), site));
      } catch (error) {
        return sendShellAfter(req, reply, error);
      }
    };

    // A visitor's page before the session plugin runs (this plugin is registered ahead of it): without a session
    // cookie there is nobody to look up, and a kept page is sent without building an empty session for it.
    app.addHook('onRequest', async (req, reply) => {
      if (!render || !isPageRequest(req) || !(req.is404 || req.routeOptions.url === '/') || mayBeSignedIn(req)) return;
      return sendVisitorPage(req, reply, render);
    });
    app.get('/', sendPage);
    app.setNotFoundHandler(async (req, reply) => {
      if (isPageRequest(req)) return sendPage(req, reply);
      throw new AppError('NOT_FOUND', 'Not found');
    });
  },
  // Registered before the session plugin (app.ts), so its visitors' pages skip it; the services are read per request.
  { name: 'web', dependencies: ['db'] },
);

/** A GET for a page of the app rather than the API, a stored object or a static file. */
function isPageRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url.split('?')[0] ?? '/';
  const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/objects/');
  return !isApi && !path.extname(url);
}
