import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { deleteProjectById } from './projects-repository';

export const deleteProject = ownerProcedure
  .meta({ openapi: { method: 'DELETE', path: '/projects/{id}', tags: ['projects'], summary: 'Delete a project' } })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteProjectById(ctx.db, input.id))) throw AppError.notFound('Project');
    return { id: input.id };
  });
