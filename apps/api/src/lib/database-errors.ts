import { AppError } from './errors';

/** Network failures and PostgreSQL states that mean "the database is not there right now", not "bad input". */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
// 57014: the statement timeout cancelled a query (a stalled or overloaded database).
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '53400']);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Query read timeout|Client was closed and is not queryable|Connection is not queryable/i;

function codeOf(error: object): string | undefined {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * The AppError a database failure stands for (docs/architecture.md §6), or null when it is a real bug. Validation
 * should have caught bad data first; this is the backstop that keeps a user's mistake from ever being a 500,
 * and an outage a 503 that tells scripts to try again.
 */
export function appErrorFromDatabase(error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null || error instanceof AppError) return null;
  const code = codeOf(error);
  const message = (error as { message?: unknown }).message;
  if (
    (code !== undefined &&
      (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) ||
    (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message))
  ) {
    return new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable. Please try again shortly.', {
      cause: error,
    });
  }
  // SQLSTATE class 22: data exception (a value PostgreSQL cannot take, such as text it cannot encode).
  if (code?.length === 5 && code.startsWith('22'))
    return new AppError('BAD_REQUEST', 'Invalid input', { cause: error });
  // Class 23: integrity constraint violation, e.g. a row that another request changed or removed meanwhile.
  if (code?.length === 5 && code.startsWith('23')) {
    return new AppError('CONFLICT', 'This conflicts with the current data. Reload and try again.', { cause: error });
  }
  return null;
}
