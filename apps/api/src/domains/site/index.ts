/**
 * The site itself: its settings (GET/PUT /api/site: name, brand, language, what the contact form asks of visitors)
 * and what crawlers and link previews read (sitemap, robots, manifest, icons, the feed, the /og.png card).
 */
export { siteRoutes } from './site-routes';
export { siteSettingsRouter } from './site-settings-router';
export { findSiteSettings } from './site-settings-repository';
export { readSiteSettings } from './site-settings-view';
