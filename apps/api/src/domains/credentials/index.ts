/** The credentials page, the résumé and JSON Resume. */
export { credentialsRouter } from './credentials-router';
export { credentialsPlugin } from './credentials-plugin';
