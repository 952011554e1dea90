import { employmentSchema } from '@folio/contracts';
import { z } from 'zod';
import { ownerProcedure } from '../../trpc/procedures';
import { listEmployment as listEmploymentRows } from './employment-repository';

/** SPEC §6: the employment history is for the signed-in owner only (Credentials and Admin). */
export const listEmployment = ownerProcedure
  .meta({ openapi: { method: 'GET', path: '/employment', tags: ['employment'], summary: 'List employment history' } })
  .input(z.void())
  .output(z.array(employmentSchema))
  .query(({ ctx }) => listEmploymentRows(ctx.db));
