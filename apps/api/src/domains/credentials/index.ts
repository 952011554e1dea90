/** The credentials page, the résumé and JSON Resume. */
export { credentialsRouter } from './credentials-router';
export { readVisibleCredentials } from './get-visible-credentials';
export { findCredentials, findResumeFile } from './credentials-repository';
