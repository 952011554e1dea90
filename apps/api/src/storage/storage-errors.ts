import { AppError } from '../lib/errors';

/** Local disk errors that mean "no room left", as opposed to "cannot write here at all". */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

export const STORAGE_FULL_MESSAGE = 'File storage is full. Please try again later.';
export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is unavailable. Please try again shortly.';

/**
 * What went wrong below the storage driver, kept as the cause of the 503 for the log. It carries no `code` of
 * its own on purpose: the database error mapping looks at causes' codes (ECONNREFUSED, ...) and would otherwise
 * report a storage outage as a database one.
 */
class StorageFailure extends Error {
  override name = 'StorageFailure';
}

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * The 503 a failure of the storage itself stands for: a full, read-only or missing disk, an unreachable or
 * refusing bucket. The client cannot fix any of these by changing its request, so none is a 4xx, and the
 * process carries on. Errors without a system or S3 code are bugs and are rethrown as they are.
 */
export function storageError(operation: string, error: unknown): unknown {
  if (error instanceof AppError || !hasCode(error)) return error;
  return storageRefusal(
    NO_SPACE_CODES.has(error.code) ? 'full' : 'unavailable',
    `storage ${operation} failed: ${error.code}`,
    error,
  );
}

/** The 503 for a storage that is full or cannot be used; `detail` is for the log only. */
export function storageRefusal(kind: 'full' | 'unavailable', detail: string, cause?: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', kind === 'full' ? STORAGE_FULL_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE, {
    cause: new StorageFailure(detail, { cause }),
  });
}

/** Runs one storage operation, turning its infrastructure failures into the 503 above. */
export async function guardStorage<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw storageError(operation, error);
  }
}
