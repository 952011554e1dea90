import { employmentSchema, employmentUpdateSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { updateEmploymentById } from './employment-repository';

/** The create body replaces every field of the entry (absent optional fields become none); its place stays. */
export const updateEmployment = ownerProcedure
  .meta({
    openapi: { method: 'PUT', path: '/employment/{id}', tags: ['employment'], summary: 'Edit an employment entry' },
  })
  .input(employmentUpdateSchema)
  .output(employmentSchema)
  .mutation(async ({ ctx, input: { id, ...fields } }) => {
    const entry = await updateEmploymentById(ctx.db, id, fields);
    if (!entry) throw AppError.notFound('Employment entry');
    return entry;
  });
