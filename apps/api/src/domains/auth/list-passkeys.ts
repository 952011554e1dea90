import { passkeySchema } from '@folio/contracts';
import { z } from 'zod';
import { listPasskeys as readPasskeys } from './passkeys-repository';
import { accountProcedure } from './session-procedure';

/** The owner's passkeys, oldest first. */
export const listPasskeys = accountProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/passkeys', tags: ['auth'], summary: 'List your passkeys' } })
  .input(z.void())
  .output(z.array(passkeySchema))
  .query(({ ctx }) => readPasskeys(ctx.db, ctx.caller.userId));
