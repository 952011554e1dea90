/** The site's own settings (GET/PUT /api/site): what the contact form asks of visitors, and the owner's brand. */
export { siteSettingsRouter } from './site-settings-router';
export { findSiteSettings } from './site-settings-repository';
export { readSiteSettings } from './site-settings-view';
