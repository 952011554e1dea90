import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { deletePasskey } from './passkeys-repository';
import { accountProcedure } from './session-procedure';

/** Removes a passkey: it can no longer sign in. */
export const removePasskey = accountProcedure
  .meta({ openapi: { method: 'DELETE', path: '/auth/passkeys/{id}', tags: ['auth'], summary: 'Remove a passkey' } })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    if (!(await deletePasskey(ctx.db, ctx.caller.userId, input.id))) throw AppError.notFound('Passkey');
    return { id: input.id };
  });
