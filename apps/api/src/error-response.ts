import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { AppError, appErrorCodeOf, type AppErrorCode, type FieldIssue } from './lib/errors';
import { appErrorFromDatabase } from './lib/database-errors';

/** The body of every error answer, REST and tRPC alike (docs/architecture.md §6). */
export type ErrorBody = { message: string; code: AppErrorCode | 'INTERNAL_SERVER_ERROR'; issues?: FieldIssue[] };

export type ErrorResponse = { status: number; body: ErrorBody };

const INTERNAL: ErrorResponse = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' } };

const JSON_ONLY = 'The request body must be JSON (Content-Type: application/json)';

type ValidationIssues = { issues: { path: readonly PropertyKey[]; message: string }[] };

/** zod's errors, recognised by name: several copies of zod may be loaded (the API's, trpc-to-openapi's). */
function isValidationError(error: unknown): error is ValidationIssues {
  return (
    typeof error === 'object' &&
    error !== null &&
    error.constructor.name.includes('ZodError') &&
    Array.isArray((error as Partial<ValidationIssues>).issues)
  );
}

/** The AppError an error stands for, when it is one a client may hear about. */
function appErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppError) return cause;
  if (isValidationError(cause)) return AppError.invalidInput(cause.issues);
  return appErrorFromDatabase(cause);
}

/**
 * The one place an error becomes an answer: its status and the `{ message, code, issues? }` body. AppErrors,
 * invalid input (400 naming the field), database failures (400/409/503) and the 4xx that tRPC, the REST adapter
 * or Fastify raise themselves keep their status; anything else is a 500 whose details stay in the log.
 */
export function errorResponse(error: unknown): ErrorResponse {
  const appError = appErrorOf(error);
  if (appError) {
    const { status, appCode: code, message, issues } = appError;
    return { status, body: { message, code, ...(issues?.length ? { issues } : {}) } };
  }
  const status =
    error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return INTERNAL;
  const code = appErrorCodeOf(status);
  // The REST adapter's own 415 names no remedy.
  const message = error instanceof TRPCError && code === 'UNSUPPORTED_MEDIA_TYPE' ? JSON_ONLY : (error as Error).message;
  return { status, body: { message, code } };
}
