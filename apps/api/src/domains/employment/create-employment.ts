import { employmentInputSchema, employmentSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { insertEmployment } from './employment-repository';

export const createEmployment = ownerProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/employment', tags: ['employment'], summary: 'Add an employment entry' },
  })
  .input(employmentInputSchema)
  .output(employmentSchema)
  .mutation(async ({ ctx, input }) => {
    const entry = await insertEmployment(ctx.db, input);
    return entry;
  });
