import { AppError } from '../errors';
import { t } from './init';

export const router = t.router;

/** Open to everyone (ARCHITECTURE §3: profile, projects, files, contact, the page-view beacon). */
export const publicProcedure = t.procedure;

/**
 * The owner only: a session, or on the REST surface a personal access token. A read-only token may call
 * queries but no mutation.
 */
export const ownerProcedure = t.procedure.use(({ ctx, type, next }) => {
  const { caller } = ctx;
  if (!caller) throw new AppError('UNAUTHORIZED', 'Sign in to do this');
  if (caller.via === 'token' && caller.scope === 'read' && type === 'mutation') {
    throw new AppError('FORBIDDEN', 'This access token is read-only');
  }
  return next({ ctx: { ...ctx, caller } });
});
