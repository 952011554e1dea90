import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { errorResponse } from '../error-response';
import type { Context } from './context';

/**
 * REST metadata, plus the status a successful call answers on REST when it is not 200 (201 Created, 202 Accepted),
 * `answersFile` for a path whose REST answer is a file download served by a plain route (its tRPC procedure
 * answers the file's record), and `attachmentName` for a REST answer that saves as a file of that name.
 */
export type ProcedureMeta = OpenApiMeta<{ successStatus?: 201 | 202; answersFile?: true; attachmentName?: string }>;

export const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    /** tRPC's envelope around the one error body (error-response.ts): its message and field issues. */
    errorFormatter({ shape, error }) {
      const { body } = errorResponse(error);
      return { ...shape, message: body.message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, issues: body.issues } };
    },
  });
