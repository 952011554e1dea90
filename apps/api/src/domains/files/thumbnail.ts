import {
  isPictureType,
  MAX_UPLOAD_BYTES,
  THUMBNAIL_WIDTHS,
  type FileRecord,
  type ThumbnailWidth,
} from '@folio/contracts';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError, type AppErrorCode } from '../../lib/errors';
import { NOT_A_PICTURE, openPicture } from '../../images/pictures';
import type { StorageProvider } from '../../storage/storage-provider';

/** At most this many thumbnails are made at once, each on one libvips thread; more wait their turn. */
const MAKING_AT_ONCE = 2;
/** Past this many waiting, a request is told to come back (503) rather than queue memory without bound. */
const MAX_WAITING = 32;

sharp.concurrency(1);
// Thumbnails are cached in the storage; libvips' own operation cache would only hold on to memory.
sharp.cache(false);
const making = pLimit(MAKING_AT_ONCE);
/** Thumbnails being made, by object and width: a second request for one waits for the first instead of queueing. */
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * What the thumbnail cache holds instead of a WebP when none can be made of a file (not a picture, too many
 * pixels, too slow to decode): the answer is remembered beside the thumbnails, for every width, until the file
 * goes, so the work is never done again for it. A WebP starts with "RIFF", never with this.
 */
const FAILURE_MARK = 'folio-no-thumbnail\n';
type RememberedFailure = { code: AppErrorCode; message: string };

function failureOf(cached: Buffer): RememberedFailure | null {
  if (!cached.subarray(0, FAILURE_MARK.length).equals(Buffer.from(FAILURE_MARK))) return null;
  try {
    return JSON.parse(cached.subarray(FAILURE_MARK.length).toString('utf8')) as RememberedFailure;
  } catch {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: NOT_A_PICTURE };
  }
}

async function rememberFailure(storage: StorageProvider, key: string, error: AppError): Promise<void> {
  const mark = Buffer.from(
    FAILURE_MARK + JSON.stringify({ code: error.appCode, message: error.message } satisfies RememberedFailure),
  );
  await Promise.all(THUMBNAIL_WIDTHS.map((width) => storage.writeThumbnail(key, width, mark)));
}

/** `w` of `GET /objects/uploads/<uuid>?w=N`: one of THUMBNAIL_WIDTHS, else 400 naming `w`. */
export function parseThumbnailWidth(value: unknown): ThumbnailWidth {
  const width = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  const allowed = THUMBNAIL_WIDTHS.find((candidate) => candidate === width);
  if (allowed === undefined) throw AppError.invalidField('w', `Must be one of ${THUMBNAIL_WIDTHS.join(', ')}`);
  return allowed;
}

/**
 * The file's picture as a WebP at most `width` pixels wide (never enlarged), from the cache or made now and
 * cached. The bytes must be a raster picture whatever type the file was registered with, and its header is read
 * before anything is decoded (images/pictures.ts): a decompression bomb or a file that is not a picture is
 * refused with 413 or 415, never decoded, and that answer is remembered.
 */
export async function thumbnailOf(
  storage: StorageProvider,
  key: string,
  file: FileRecord,
  width: ThumbnailWidth,
): Promise<Buffer> {
  if (!isPictureType(file.mimeType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
  const cached = await storage.readThumbnail(key, width);
  if (cached) {
    const failure = failureOf(cached);
    if (failure) throw new AppError(failure.code, failure.message);
    return cached;
  }
  const id = `${key}:${String(width)}`;
  const pending = inFlight.get(id);
  if (pending) return pending;
  if (making.pendingCount >= MAX_WAITING) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Too many thumbnails are being made; please try again shortly');
  }
  const thumbnail = making(() => makeAndCache(storage, key, width));
  inFlight.set(id, thumbnail);
  try {
    return await thumbnail;
  } finally {
    inFlight.delete(id);
  }
}

async function makeAndCache(storage: StorageProvider, key: string, width: number): Promise<Buffer> {
  const source = await storage.read(key, MAX_UPLOAD_BYTES);
  if (!source) throw AppError.notFound('File');
  let thumbnail: Buffer;
  try {
    const picture = await openPicture(source);
    thumbnail = await picture.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch (error) {
    // Refused (413, 415), or the decoder gave up (corrupt data, the time budget): the same for every request.
    const failure = error instanceof AppError ? error : new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
    await rememberFailure(storage, key, failure);
    throw failure;
  }
  await storage.writeThumbnail(key, width, thumbnail);
  return thumbnail;
}
