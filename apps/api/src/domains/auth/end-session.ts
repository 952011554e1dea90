import { sessionIdInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { endOwnerSession } from './owner-sessions-repository';
import { accountProcedure } from './session-procedure';

/** Signs one session out (its next request is a visitor's). Answers the ended id, as other deletes do. */
export const endSession = accountProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/auth/sessions/{id}', tags: ['auth'], summary: 'End one sign-in session' },
  })
  .input(sessionIdInputSchema)
  .output(sessionIdInputSchema)
  .mutation(async ({ ctx, input }) => {
    if (!(await endOwnerSession(ctx.db, ctx.caller.userId, input.id))) throw AppError.notFound('Session');
    return { id: input.id };
  });
