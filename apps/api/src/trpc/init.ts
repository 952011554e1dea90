import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { AppError, toFieldIssues, type FieldIssue } from '../errors';
import type { Context } from './context';

function isValidationError(cause: unknown): cause is { issues: { path: PropertyKey[]; message: string }[] } {
  return typeof cause === 'object' && cause !== null && cause.constructor.name.includes('ZodError');
}

/** REST metadata, plus the status a successful call answers on REST when it is not 200 (201 Created, 202 Accepted). */
export type ProcedureMeta = OpenApiMeta<{ successStatus?: 201 | 202 }>;

export const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      let issues: FieldIssue[] | undefined;
      let message = shape.message;
      if (error instanceof AppError) issues = error.issues;
      if (isValidationError(error.cause)) {
        issues = toFieldIssues(error.cause.issues);
        const first = issues[0];
        message = first ? `${first.path}: ${first.message}` : 'Invalid input';
      }
      // A 500 never leaks internals to the client; the log has the details.
      if (error.code === 'INTERNAL_SERVER_ERROR') message = 'Internal server error';
      return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, issues } };
    },
  });
