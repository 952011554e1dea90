import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { errorResponse } from '../error-response';
import type { Context } from './context';

/**
 * REST metadata, plus the status a successful call answers on REST when it is not 200 (201 Created, 202 Accepted),
 * `answersFile` for a path whose REST answer is a file download served by a plain route (its tRPC procedure
 * answers the file's record), `attachmentName` for a REST answer that saves as a file of that name, and what the
 * OpenAPI document says about who may call it and how it can fail (plugins/openapi-document.ts).
 */
export type ProcedureMeta = OpenApiMeta<{
  successStatus?: 201 | 202;
  answersFile?: true;
  attachmentName?: string;
  /** Who may call it (set by publicProcedure, ownerProcedure, ...): the OpenAPI document's `security`. */
  access?: 'public' | 'owner' | 'session' | 'credentials';
  /** Error statuses beyond those that follow from its input and access (e.g. 429 when rate limited). */
  errorStatuses?: (409 | 413 | 429)[];
}>;

export const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    /** tRPC's envelope around the one error body (error-response.ts): its message and field issues. */
    errorFormatter({ shape, error, ctx }) {
      const { body } = errorResponse(error, ctx?.req);
      return {
        ...shape,
        message: body.message,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, issues: body.issues },
      };
    },
  });
