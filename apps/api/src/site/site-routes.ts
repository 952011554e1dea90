import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isClientCopyFresh } from '../lib/client-copy';
import { listPublishedPosts } from '../routers/posts';
import { listProjectPageTimes } from '../routers/projects';
import { readProfile as readVisitorsProfile } from '../routers/profile';
import { FEED_POSTS, renderFeed } from './feed';
import { findContentTimes } from './site-repository';
import { renderSiteIcons, type SiteIcons } from './site-icons';
import { renderRobots, renderSitemap } from './sitemap';
import { SocialImages, type SocialImage } from './social-image';
import { renderWebManifest } from './web-manifest';

/** Icons change only with a deploy; a day's caching is plenty for a file whose name has no hash. */
const ICON_CACHE = 'public, max-age=86400';

/**
 * What crawlers, link previews, feed readers and browsers ask a site for by convention: /sitemap.xml, /robots.txt,
 * the posts' Atom feed /feed.xml, the social card /og.png, /favicon.ico and the web app manifest with its icons.
 */
export const siteRoutes = fp(
  async (app) => {
    const publicUrl = app.config.PUBLIC_URL;
    // Bots ask for these without a session: the visitors' shared read of the profile (trpc/public-read.ts).
    const readProfile = () => readVisitorsProfile({ caller: null, db: app.db, publicReads: app.publicReads });
    const socialImages = await SocialImages.create({ db: app.db, storage: app.storage, publicUrl, log: app.log });
    let icons: Promise<SiteIcons> | null = null;
    const siteIcons = () => (icons ??= renderSiteIcons());

    app.get('/sitemap.xml', async (_req, reply) => {
      const [times, posts, projects] = await Promise.all([
        findContentTimes(app.db),
        app.publicReads.read('published-posts', () => listPublishedPosts(app.db)),
        app.publicReads.read('project-pages', () => listProjectPageTimes(app.db)),
      ]);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderSitemap(publicUrl, times, posts, projects));
    });

    app.get('/feed.xml', async (_req, reply) => {
      const [profile, posts] = await Promise.all([
        readProfile(),
        app.publicReads.read('feed-posts', () => listPublishedPosts(app.db, FEED_POSTS)),
      ]);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderFeed(publicUrl, profile, posts));
    });

    app.get('/robots.txt', async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderRobots(publicUrl)),
    );

    app.get('/manifest.webmanifest', async (_req, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderWebManifest(await readProfile())),
    );

    const sendIcon = (pick: (icons: SiteIcons) => Buffer, type: string) => async (_req: unknown, reply: FastifyReply) =>
      reply.type(type).header('cache-control', ICON_CACHE).send(pick(await siteIcons()));
    app.get('/favicon.ico', sendIcon((i) => i.ico, 'image/x-icon'));
    app.get('/icon-192.png', sendIcon((i) => i.png192, 'image/png'));
    app.get('/icon-512.png', sendIcon((i) => i.png512, 'image/png'));
    app.get('/apple-touch-icon.png', sendIcon((i) => i.appleTouchIcon, 'image/png'));

    // Never an error: a preview bot that gets one shows nothing at all.
    app.get('/og.png', async (req, reply) => {
      let image: SocialImage;
      try {
        const profile = await readProfile();
        if (isClientCopyFresh(req, reply, socialImages.etagOf(profile))) return reply.code(304).send();
        image = await socialImages.imageFor(profile);
      } catch (error) {
        req.log.error({ err: error }, 'the social image could not be made');
        image = socialImages.fallbackImage;
      }
      if (image.etag === null) reply.removeHeader('etag');
      return reply.type('image/png').header('cache-control', 'no-cache').send(image.png);
    });
  },
  { name: 'site', dependencies: ['db', 'storage'] },
);
