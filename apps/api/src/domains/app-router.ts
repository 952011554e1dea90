import { router } from '../trpc/procedures';
import { analyticsRouter } from './analytics';
import { authRouter } from './auth';
import { backupsRouter } from './backups';
import { contactRouter } from './contact';
import { credentialsRouter } from './credentials';
import { employmentRouter } from './employment';
import { filesRouter } from './files';
import { postsRouter } from './posts';
import { profileRouter } from './profile';
import { projectsRouter } from './projects';
import { resumeRouter } from './resume';
import { searchRouter } from './search';
import { settingsRouter } from './settings';
import { siteSettingsRouter } from './site';
import { tokensRouter } from './tokens';

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
  resume: resumeRouter,
  settings: settingsRouter,
  siteSettings: siteSettingsRouter,
  files: filesRouter,
  tokens: tokensRouter,
  analytics: analyticsRouter,
  backups: backupsRouter,
});

export type AppRouter = typeof appRouter;
