/** The site's own settings (GET/PUT /api/site): what the contact form asks of visitors, and more to come. */
export { siteSettingsRouter } from './site-settings-router';
export { findSiteSettings } from './site-settings-repository';
