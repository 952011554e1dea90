/** The résumé: the uploaded file or one generated from the site's data (PDF, DOCX), its settings and routes. */
export { resumeRouter } from './resume-router';
export { resumeRoutes } from './resume-routes';
export { resumeOpenApiPaths } from './resume-openapi-paths';
export { renderResume, type ResumeRequest } from './render-resume';
export { readResumeSources, PUBLIC_RESUME } from './resume-data';
export type { ResumeInclude } from './resume-document';
