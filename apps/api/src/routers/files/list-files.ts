import { fileRecordSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { listFiles as listFileRows } from './files-repository';

/** Every file, newest first; visitors see and download them too (ARCHITECTURE §3). */
export const listFiles = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/files', tags: ['files'], summary: 'List files', protect: false } })
  .input(z.void())
  .output(z.array(fileRecordSchema))
  .query(({ ctx }) => listFileRows(ctx.db));
