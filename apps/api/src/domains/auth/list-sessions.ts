import { ownerSessionSchema } from '@folio/contracts';
import { z } from 'zod';
import { listOwnerSessions } from './owner-sessions-repository';
import { accountProcedure } from './session-procedure';

/** Where the owner is signed in: this browser first, then the most recently used. */
export const listSessions = accountProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/sessions', tags: ['auth'], summary: 'List your sign-in sessions' } })
  .input(z.void())
  .output(z.array(ownerSessionSchema))
  .query(({ ctx }) => listOwnerSessions(ctx.db, ctx.caller.userId, ctx.sessionId));
