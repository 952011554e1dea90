import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { deleteContactMessageById } from './contact-repository';

/** Removes a message for good (a notification mail already queued for it is still sent). */
export const deleteContactMessage = ownerProcedure
  .meta({
    openapi: { method: 'DELETE', path: '/contact-messages/{id}', tags: ['contact'], summary: 'Delete a message' },
  })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteContactMessageById(ctx.db, input.id))) throw AppError.notFound('Message');
    return { id: input.id };
  });
