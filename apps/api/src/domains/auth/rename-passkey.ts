import { passkeySchema, renamePasskeyInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { renamePasskey as storeName } from './passkeys-repository';
import { accountProcedure } from './session-procedure';

export const renamePasskey = accountProcedure
  .meta({ openapi: { method: 'PATCH', path: '/auth/passkeys/{id}', tags: ['auth'], summary: 'Rename a passkey' } })
  .input(renamePasskeyInputSchema)
  .output(passkeySchema)
  .mutation(async ({ ctx, input }) => {
    const renamed = await storeName(ctx.db, ctx.caller.userId, input.id, input.name);
    if (!renamed) throw AppError.notFound('Passkey');
    return renamed;
  });
