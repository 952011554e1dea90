import { endedSessionsSchema } from '@folio/contracts';
import { z } from 'zod';
import { endOtherOwnerSessions } from './owner-sessions-repository';
import { accountProcedure } from './session-procedure';

/** "Sign out everywhere else": every session but this one ends. */
export const endOtherSessions = accountProcedure
  .meta({ openapi: { method: 'DELETE', path: '/auth/sessions', tags: ['auth'], summary: 'Sign out everywhere else' } })
  .input(z.void())
  .output(endedSessionsSchema)
  .mutation(async ({ ctx }) => ({ ended: await endOtherOwnerSessions(ctx.db, ctx.caller.userId, ctx.sessionId) }));
