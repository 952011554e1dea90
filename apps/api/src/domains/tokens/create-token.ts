import { createdTokenSchema, tokenInputSchema } from '@folio/contracts';
import { tokenManagementProcedure } from './token-management-procedure';
import { generateTokenSecret } from './token-secret';
import { insertAccessToken } from './tokens-repository';

/** Creates a token and answers it once (201): only its hash is stored, so it can never be shown again. */
export const createToken = tokenManagementProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/tokens', tags: ['tokens'], summary: 'Create a personal access token' },
  })
  .input(tokenInputSchema)
  .output(createdTokenSchema)
  .mutation(async ({ ctx, input }) => {
    const { token, tokenHash, prefix } = generateTokenSecret();
    const created = await insertAccessToken(ctx.db, { userId: ctx.caller.userId, ...input, tokenHash, prefix });
    return { ...created, token };
  });
