import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { tokenManagementProcedure } from './token-management-procedure';
import { deleteAccessToken } from './tokens-repository';

/** Revokes a token: from the next request on, it is refused with 401. Answers the revoked id, as other deletes do. */
export const revokeToken = tokenManagementProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/tokens/{id}', tags: ['tokens'], summary: 'Revoke a personal access token' },
  })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteAccessToken(ctx.db, ctx.caller.userId, input.id))) throw AppError.notFound('Access token');
    return { id: input.id };
  });
