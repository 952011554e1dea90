import { employmentSchema, orderInputSchema } from '@folio/contracts';
import { z } from 'zod';
import { applyOrder } from '../../lib/owner-order';
import { ownerProcedure } from '../../trpc/procedures';
import { listEmployment } from './employment-repository';

/** Puts the employment history in the order of `ids` (every entry once) and answers it in its new order. */
export const reorderEmployment = ownerProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/employment/order',
      tags: ['employment'],
      summary: 'Put the employment history in order',
    },
  })
  .input(orderInputSchema)
  .output(z.array(employmentSchema))
  .mutation(async ({ ctx, input }) => {
    await applyOrder(ctx.db, 'employment', input.ids);
    return listEmployment(ctx.db);
  });
