import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { deleteEmploymentById } from './employment-repository';

export const deleteEmployment = ownerProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/employment/{id}',
      tags: ['employment'],
      summary: 'Delete an employment entry',
    },
  })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteEmploymentById(ctx.db, input.id))) throw AppError.notFound('Employment entry');
    return { id: input.id };
  });
