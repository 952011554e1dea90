import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { deletePostById } from './posts-repository';

export const deletePost = ownerProcedure
  .meta({ openapi: { method: 'DELETE', path: '/posts/{id}', tags: ['posts'], summary: 'Delete a post' } })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    if (!(await deletePostById(ctx.db, input.id))) throw AppError.notFound('Post');
    return { id: input.id };
  });
