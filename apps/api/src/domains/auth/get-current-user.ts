import { authUserSchema } from '@folio/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { findUserById } from './users-repository';

/** docs/spec.md §7: the current user; 401 when signed out (the web app treats that as "no user"). */
export const getCurrentUser = ownerProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/user', tags: ['auth'], summary: 'The signed-in owner' } })
  .input(z.void())
  .output(authUserSchema)
  .query(async ({ ctx }) => {
    const user = await findUserById(ctx.db, ctx.caller.userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to do this');
    return user;
  });
