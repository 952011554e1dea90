import { router } from '../trpc/procedures';
import { analyticsRouter } from './analytics/analytics-router';
import { authRouter } from './auth/auth-router';
import { backupsRouter } from './backups/backups-router';
import { contactRouter } from './contact/contact-router';
import { credentialsRouter } from './credentials/credentials-router';
import { employmentRouter } from './employment/employment-router';
import { filesRouter } from './files/files-router';
import { postsRouter } from './posts/posts-router';
import { profileRouter } from './profile/profile-router';
import { projectsRouter } from './projects/projects-router';
import { searchRouter } from './search/search-router';
import { settingsRouter } from './settings/settings-router';
import { tokensRouter } from './tokens/tokens-router';

/**
 * Every procedure of the API, one router per domain. The web app imports only the type; the REST surface
 * exposes the procedures that declare `meta.openapi`.
 */
export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  projects: projectsRouter,
  posts: postsRouter,
  search: searchRouter,
  employment: employmentRouter,
  contact: contactRouter,
  credentials: credentialsRouter,
  settings: settingsRouter,
  files: filesRouter,
  tokens: tokensRouter,
  analytics: analyticsRouter,
  backups: backupsRouter,
});

export type AppRouter = typeof appRouter;
