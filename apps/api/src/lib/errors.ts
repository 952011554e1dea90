import { TRPCError } from '@trpc/server';

/** The one error type of the API. Each code maps to one HTTP status and one tRPC code (docs/architecture.md §6). */
export const APP_ERROR_CODES = {
  BAD_REQUEST: { status: 400, trpc: 'BAD_REQUEST' },
  /** The contact form's proof of work is missing, wrong, expired or already spent. */
  CHALLENGE_FAILED: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  SERVICE_UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
} as const satisfies Record<string, { status: number; trpc: TRPCError['code'] }>;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

export type FieldIssue = { path: string; message: string };

/** Keeps TRPCError's name: tRPC and trpc-to-openapi recognise errors by it and would otherwise hide them as 500s. */
export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  readonly status: number;
  readonly issues: FieldIssue[] | undefined;

  constructor(code: AppErrorCode, message: string, options: { issues?: FieldIssue[]; cause?: unknown } = {}) {
    super({ code: APP_ERROR_CODES[code].trpc, message, cause: options.cause });
    this.appCode = code;
    this.status = APP_ERROR_CODES[code].status;
    this.issues = options.issues;
  }

  /** A 400 that names the field, as forms show it. */
  static invalidField(path: string, message: string): AppError {
    return new AppError('BAD_REQUEST', `${path}: ${message}`, { issues: [{ path, message }] });
  }

  /** A 400 for input that failed its schema: every field named in `issues`, the first also in the message. */
  static invalidInput(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
    const fieldIssues = toFieldIssues(issues);
    const first = fieldIssues[0];
    return new AppError('BAD_REQUEST', first ? `${first.path}: ${first.message}` : 'Invalid input', {
      issues: fieldIssues,
    });
  }

  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }
}

/** zod issue paths as one dotted string: `tags.2`, or `body` for the whole input. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : 'body';
}

export function toFieldIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldIssue[] {
  return issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));
}

/** The code of docs/architecture.md §6 for an HTTP status that did not come from an AppError (Fastify's own 4xx). */
export function appErrorCodeOf(status: number): AppErrorCode {
  const entry = Object.entries(APP_ERROR_CODES).find(([, value]) => value.status === status);
  return entry ? (entry[0] as AppErrorCode) : 'BAD_REQUEST';
}
