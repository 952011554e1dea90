import { isPictureType, MAX_PICTURE_PIXELS } from '@folio/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../lib/errors';

/**
 * How long one decode may run before it is stopped. A picture within the pixel limit takes well under a second
 * on a small machine; a file built to be slow to decode gets no more than this.
 */
export const PICTURE_DECODE_SECONDS = 8;

/** The most bytes any type's signature needs (file-type reads at most this far). */
export const TYPE_SIGNATURE_BYTES = 4100;

const MEGAPIXELS = `${String(MAX_PICTURE_PIXELS / 1_000_000)} megapixels`;
export const TOO_MANY_PIXELS = `Pictures may have at most ${MEGAPIXELS}`;
export const NOT_A_PICTURE = 'This file is not a PNG, JPEG, WebP, GIF or AVIF picture';

/** A raster picture type the site shows and decodes, by the file's own bytes (its signature); null for any other. */
export async function pictureTypeOf(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes.subarray(0, TYPE_SIGNATURE_BYTES));
  return detected && isPictureType(detected.mime) ? detected.mime : null;
}

/**
 * The type a file is stored with. Pictures are what their bytes say, whatever was declared; a file declared as a
 * picture whose bytes are no picture (an SVG sent as image/png, a renamed document) is what its bytes say, or
 * opaque bytes, so nothing ever decodes it as a picture. Other files keep the type they were sent with.
 */
export async function storedTypeOf(head: Uint8Array, declared: string): Promise<string> {
  const detected = await fileTypeFromBuffer(head.subarray(0, TYPE_SIGNATURE_BYTES));
  if (detected && isPictureType(detected.mime)) return detected.mime;
  if (isPictureType(declared)) return detected?.mime ?? 'application/octet-stream';
  return declared;
}

export type PictureSize = { width: number; height: number };

/** The picture's size from its header alone (nothing is decoded); null when the header cannot be read. */
export async function pictureSizeOf(bytes: Buffer): Promise<PictureSize | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    return metadata.width && metadata.height ? { width: metadata.width, height: metadata.height } : null;
  } catch {
    return null;
  }
}

/** The 413 for a picture over the pixel limit, naming its size and the limit; `field` names the input it came from. */
export function tooManyPixels(size: PictureSize, field?: string): AppError {
  const message = `This picture is ${String(size.width)} × ${String(size.height)} pixels; ${TOO_MANY_PIXELS.toLowerCase()}`;
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    field ? `${field}: ${message}` : message,
    field ? { issues: [{ path: field, message }] } : undefined,
  );
}

/**
 * A picture ready to decode, with the same rules for every decoder (thumbnails, the social card): its bytes must be
 * a raster picture (an SVG is never rasterised, whatever it is called), its header must declare at most
 * MAX_PICTURE_PIXELS, and decoding stops after PICTURE_DECODE_SECONDS. Rejects with 415 or 413 before decoding.
 */
export async function openPicture(bytes: Buffer): Promise<Sharp> {
  if (!(await pictureTypeOf(bytes))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
  const size = await pictureSizeOf(bytes);
  if (!size) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
  if (size.width * size.height > MAX_PICTURE_PIXELS) throw tooManyPixels(size);
  return sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).timeout({
    seconds: PICTURE_DECODE_SECONDS,
  });
}
