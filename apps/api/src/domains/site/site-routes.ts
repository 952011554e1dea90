import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isClientCopyFresh } from '../../lib/client-copy';
import { serverTexts } from '../../lib/texts';
import { listPublishedPosts } from '../posts';
import { listProjectPageTimes } from '../projects';
import { readProfile as readVisitorsProfile } from '../profile';
import { readSiteSettings } from './site-settings-view';
import { FEED_POSTS, renderFeed } from './feed';
import { findContentTimes } from './site-repository';
import { brandMarkOf, iconsEtagOf, renderSiteIcons, type SiteIcons } from './site-icons';
import { renderRobots, renderSitemap } from './sitemap';
import { SocialImages, type SocialImage } from './social-image';
import { renderWebManifest } from './web-manifest';

/**
 * Icons follow the owner's brand: a browser asks again each time (a 304 while the brand is unchanged). The
 * manifest names them with their version, so an installed app fetches new ones when it changes.
 */
const ICON_CACHE = 'no-cache';

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
    // The brand as visitors share it: one recent read, cleared by the owner's change (as pages read it).
    const readSite = () => readSiteSettings({ caller: null, db: app.db, publicReads: app.publicReads });
    /** The icons of the brand last asked for, drawn once per brand. */
    let icons: { etag: string; drawn: Promise<SiteIcons> } | null = null;
    const siteIcons = async (): Promise<{ etag: string; drawn: () => Promise<SiteIcons> }> => {
      const site = await readSite();
      const mark = brandMarkOf(site);
      const etag = iconsEtagOf(mark);
      return {
        etag,
        drawn: () => {
          if (icons?.etag !== etag) {
            const drawn = renderSiteIcons(mark, app.storage, site.name);
            icons = { etag, drawn };
            // A drawing that failed is not kept: the next request tries again.
            drawn.catch(() => {
              if (icons?.drawn === drawn) icons = null;
            });
          }
          return icons.drawn;
        },
      };
    };

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
      const [profile, posts, { language }] = await Promise.all([
        readProfile(),
        app.publicReads.read('feed-posts', () => listPublishedPosts(app.db, FEED_POSTS)),
        readSite(),
      ]);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await renderFeed(publicUrl, profile, posts, language));
    });

    app.get('/robots.txt', async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderRobots(publicUrl)),
    );

    app.get('/manifest.webmanifest', async (_req, reply) => {
      const [profile, site, icons] = await Promise.all([readProfile(), readSite(), siteIcons()]);
      // The name before a profile is Home's (SPEC's 'Portfolio'), in the site's language.
      const fallbackName = (await serverTexts(site.language, 'pages'))('home.fallback.siteName');
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderWebManifest(profile, site, icons.etag, fallbackName));
    });

    const sendIcon =
      (pick: (icons: SiteIcons) => Buffer, type: string) => async (req: FastifyRequest, reply: FastifyReply) => {
        const { etag, drawn } = await siteIcons();
        reply.header('cache-control', ICON_CACHE);
        if (isClientCopyFresh(req, reply, etag)) return reply.code(304).send();
        const icons = await drawn();
        return reply.type(type).header('etag', icons.etag).send(pick(icons));
      };
    app.get(
      '/favicon.ico',
      sendIcon((i) => i.ico, 'image/x-icon'),
    );
    app.get(
      '/icon.svg',
      sendIcon((i) => i.svg, 'image/svg+xml'),
    );
    app.get(
      '/icon-192.png',
      sendIcon((i) => i.png192, 'image/png'),
    );
    app.get(
      '/icon-512.png',
      sendIcon((i) => i.png512, 'image/png'),
    );
    app.get(
      '/apple-touch-icon.png',
      sendIcon((i) => i.appleTouchIcon, 'image/png'),
    );

    // Never an error: a preview bot that gets one shows nothing at all.
    app.get('/og.png', async (req, reply) => {
      let image: SocialImage;
      try {
        const [profile, { palette, language }] = await Promise.all([readProfile(), readSite()]);
        if (isClientCopyFresh(req, reply, socialImages.etagOf(profile, palette, language)))
          return reply.code(304).send();
        image = await socialImages.imageFor(profile, palette, language);
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
