import { AppError } from '../lib/errors';
import { appErrorFromDatabase } from '../lib/database-errors';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../lib/storable-text';
import { t } from './init';
import { wordErrorsFor } from '../error-response';

export const router = t.router;

/**
 * Every procedure, tRPC and REST alike: input PostgreSQL could not store is refused with the field named,
 * database failures become the error they stand for (503 when it is down) rather than a bare 500, and a
 * successful change clears the visitors' shared reads.
 */
const baseProcedure = t.procedure
  // Outermost, so every failure below it (input, access, the procedure) is answered in the site's language.
  .use(async ({ ctx, next }) => {
    const result = await next();
    if (!result.ok) await wordErrorsFor(ctx.req);
    return result;
  })
  .use(async ({ ctx, type, getRawInput, next }) => {
    const unstorablePath = findUnstorableText(await getRawInput());
    if (unstorablePath !== null) throw AppError.invalidField(unstorablePath, UNSTORABLE_TEXT_MESSAGE);
    const result = await next();
    if (!result.ok) {
      const mapped = appErrorFromDatabase(result.error.cause);
      if (mapped) throw mapped;
    }
    // Any change may be one visitors see: they read it at once from this instance (trpc/public-read.ts).
    if (type === 'mutation' && result.ok) ctx.publicReads.clear();
    return result;
  });

/** Open to everyone (docs/architecture.md §3: profile, projects, files, contact, the page-view beacon). */
export const publicProcedure = baseProcedure.meta({ access: 'public' });

/**
 * The owner only: a session, or on the REST surface a personal access token. A read-only token may call
 * queries but no mutation.
 */
export const ownerProcedure = baseProcedure.meta({ access: 'owner' }).use(({ ctx, type, next }) => {
  const { caller } = ctx;
  if (!caller) throw new AppError('UNAUTHORIZED', 'Sign in to do this');
  if (caller.via === 'token' && caller.scope === 'read' && type === 'mutation') {
    throw new AppError('FORBIDDEN', 'This access token is read-only');
  }
  return next({ ctx: { ...ctx, caller } });
});

/** Calls procedures in-process, with the services and caller a test (or a script) chooses. */
export const createCallerFactory = t.createCallerFactory;
