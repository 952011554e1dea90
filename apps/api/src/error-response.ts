import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@folio/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, appErrorCodeOf, type AppErrorCode, type FieldIssue } from './lib/errors';
import { appErrorFromDatabase } from './lib/database-errors';
import { serverWording } from './lib/texts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's language (site_settings.language), from the visitors' shared read of the settings. */
    siteLanguage: () => Promise<SiteLanguage>;
  }
}

/** The body of every error answer, REST and tRPC alike (docs/architecture.md §6). */
export type ErrorBody = { message: string; code: AppErrorCode | 'INTERNAL_SERVER_ERROR'; issues?: FieldIssue[] };

export type ErrorResponse = { status: number; body: ErrorBody };

const INTERNAL: ErrorResponse = {
  status: 500,
  body: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' },
};

const JSON_ONLY = 'The request body must be JSON (Content-Type: application/json)';

/** tRPC reads its input itself, and says what JSON.parse said when it is not JSON (a position in V8's words). */
const INVALID_JSON = { body: 'The request body is not valid JSON', query: 'The request input is not valid JSON' };

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

type Wording = (message: string) => string;

/** How error answers are worded for each request that had one, once `wordErrorsFor` found the site's language. */
const wordings = new WeakMap<FastifyRequest, Wording>();

/**
 * Finds the site's language for a request's error answers (docs/development.md, Languages): the API and zod
 * write errors in English, the reference text, and `errorResponse` says them in the site's language, on tRPC
 * and REST alike; the JSON's shape and its `code`s stay as they are. English answers are left as written, and
 * when the language cannot be read the answer stays English rather than failing again.
 */
export async function wordErrorsFor(req: FastifyRequest | undefined): Promise<void> {
  if (!req || wordings.has(req)) return;
  let language: SiteLanguage = DEFAULT_LANGUAGE;
  try {
    language = await req.server.siteLanguage();
  } catch {
    // Left in English: the database is down, or a test assembled the app without the decoration.
  }
  if (language === DEFAULT_LANGUAGE) return;
  wordings.set(req, await serverWording(language, 'errors'));
}

/** A body in the request's wording: every field's message, and the first one again in the answer's message. */
function worded(body: ErrorBody, word: Wording): ErrorBody {
  const first = body.issues?.[0];
  const issues = body.issues?.map(({ path, message }) => ({ path, message: word(message) }));
  const message =
    first && issues?.[0] && body.message === `${first.path}: ${first.message}`
      ? `${first.path}: ${issues[0].message}`
      : word(body.message);
  return { ...body, message, ...(issues ? { issues } : {}) };
}

/**
 * An error's answer, in the site's language when `wordErrorsFor(req)` ran for this request (English otherwise).
 */
export function errorResponse(error: unknown, req?: FastifyRequest): ErrorResponse {
  const response = englishErrorResponse(error, req);
  const word = req && wordings.get(req);
  return word ? { status: response.status, body: worded(response.body, word) } : response;
}

/**
 * The one place an error becomes an answer: its status and the `{ message, code, issues? }` body. AppErrors,
 * invalid input (400 naming the field), database failures (400/409/503) and the 4xx that tRPC, the REST adapter
 * or Fastify raise themselves keep their status; anything else is a 500 whose details stay in the log.
 */
function englishErrorResponse(error: unknown, req: FastifyRequest | undefined): ErrorResponse {
  const appError = appErrorOf(error);
  if (appError) {
    const { status, appCode: code, message, issues } = appError;
    return { status, body: { message, code, ...(issues?.length ? { issues } : {}) } };
  }
  const status =
    error instanceof TRPCError
      ? getHTTPStatusCodeFromError(error)
      : (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return INTERNAL;
  const code = appErrorCodeOf(status);
  // The REST adapter's own 415 names no remedy.
  const message =
    error instanceof TRPCError && code === 'UNSUPPORTED_MEDIA_TYPE' ? JSON_ONLY : (error as Error).message;
  if (error instanceof TRPCError && error.cause instanceof SyntaxError) {
    return { status, body: { message: req?.method === 'GET' ? INVALID_JSON.query : INVALID_JSON.body, code } };
  }
  return { status, body: { message, code } };
}

type TrpcEnvelope = { error?: { message?: unknown; data?: { issues?: FieldIssue[] } } };

/**
 * A tRPC answer whose errors tRPC wrote before any procedure ran (an unknown procedure, a GET to a mutation, a
 * batch too large), so before `wordErrorsFor` could look the language up: its error messages, worded now as
 * `errorResponse` words every other body. Answers already worded (a procedure failed) are left as they are.
 */
export async function wordedTrpcAnswer(req: FastifyRequest, answer: Response): Promise<Response> {
  if (wordings.has(req)) return answer;
  await wordErrorsFor(req);
  const word = wordings.get(req);
  if (!word) return answer;
  const init = { status: answer.status, statusText: answer.statusText, headers: answer.headers };
  const text = await answer.text();
  let envelopes: unknown;
  try {
    envelopes = JSON.parse(text);
  } catch {
    return new Response(text, init);
  }
  for (const envelope of [envelopes].flat() as TrpcEnvelope[]) {
    const error = envelope?.error;
    if (!error || typeof error.message !== 'string') continue;
    const body = worded(
      { message: error.message, code: 'BAD_REQUEST', ...(error.data?.issues ? { issues: error.data.issues } : {}) },
      word,
    );
    error.message = body.message;
    if (error.data && body.issues) error.data.issues = body.issues;
  }
  return new Response(JSON.stringify(envelopes), init);
}
