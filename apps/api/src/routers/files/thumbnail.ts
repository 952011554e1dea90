import { isPictureType, MAX_UPLOAD_BYTES, THUMBNAIL_WIDTHS, type FileRecord, type ThumbnailWidth } from '@folio/contracts';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors';
import type { StorageProvider } from '../../storage/storage-provider';

/**
 * Pictures larger than this many pixels are refused rather than decoded (about 8000 × 6000; a phone's photo is
 * 12 to 50 megapixels). A decoded pixel costs 4 bytes, so this also bounds what one thumbnail can take.
 */
export const MAX_THUMBNAIL_SOURCE_PIXELS = 50_000_000;

/** At most this many thumbnails are made at once, each on one libvips thread; more wait their turn. */
const MAKING_AT_ONCE = 2;
/** Past this many waiting, a request is told to come back (503) rather than queue memory without bound. */
const MAX_WAITING = 32;

sharp.concurrency(1);
// Thumbnails are cached in the storage; libvips' own operation cache would only hold on to memory.
sharp.cache(false);
const making = pLimit(MAKING_AT_ONCE);

/** `w` of `GET /objects/uploads/<uuid>?w=N`: one of THUMBNAIL_WIDTHS, else 400 naming `w`. */
export function parseThumbnailWidth(value: unknown): ThumbnailWidth {
  const width = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  const allowed = THUMBNAIL_WIDTHS.find((candidate) => candidate === width);
  if (allowed === undefined) throw AppError.invalidField('w', `Must be one of ${THUMBNAIL_WIDTHS.join(', ')}`);
  return allowed;
}

const NOT_A_PICTURE = 'This file is not a picture that can be shown as a thumbnail';

/**
 * The file's picture as a WebP at most `width` pixels wide (never enlarged), from the cache or made now and
 * cached. The picture's header is read before anything is decoded: a decompression bomb (a small file declaring
 * a huge canvas) or a file that is not a picture is refused with 413 or 415, never decoded.
 */
export async function thumbnailOf(storage: StorageProvider, key: string, file: FileRecord, width: ThumbnailWidth): Promise<Buffer> {
  if (!isPictureType(file.mimeType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
  const cached = await storage.readThumbnail(key, width);
  if (cached) return cached;
  if (making.pendingCount >= MAX_WAITING) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Too many thumbnails are being made; please try again shortly');
  }
  const thumbnail = await making(async () => {
    const source = await storage.read(key, MAX_UPLOAD_BYTES);
    if (!source) throw AppError.notFound('File');
    return makeThumbnail(source, width);
  });
  await storage.writeThumbnail(key, width, thumbnail);
  return thumbnail;
}

async function makeThumbnail(source: Buffer, width: number): Promise<Buffer> {
  const options = { limitInputPixels: MAX_THUMBNAIL_SOURCE_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the size is checked below, with a message that says it.
    metadata = await sharp(source, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_THUMBNAIL_SOURCE_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `This picture is ${String(metadata.width)} × ${String(metadata.height)} pixels; thumbnails are made of pictures up to ${String(MAX_THUMBNAIL_SOURCE_PIXELS / 1_000_000)} megapixels`,
    );
  }
  try {
    return await sharp(source, options)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
  }
}
