import { accessTokenSchema } from '@folio/contracts';
import { z } from 'zod';
import { tokenManagementProcedure } from './token-management-procedure';
import { listAccessTokens } from './tokens-repository';

/** The owner's personal access tokens (names, scopes, prefixes and dates; the secrets are never shown again). */
export const listTokens = tokenManagementProcedure
  .meta({ openapi: { method: 'GET', path: '/tokens', tags: ['tokens'], summary: 'List personal access tokens' } })
  .input(z.void())
  .output(z.array(accessTokenSchema))
  .query(({ ctx }) => listAccessTokens(ctx.db, ctx.caller.userId));
