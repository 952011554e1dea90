import { isPictureType, MAX_PICTURE_BYTES, OBJECT_KEY_PATTERN, type FileRecord } from '@folio/contracts';
import type { Db } from '@folio/db';
import { AppError } from '../../lib/errors';
import { mayBeUsedPublicly, privateFileChosen } from '../../visibility/file-uses';
import { findFileById, findFileByObjectPath } from './files-repository';

/** A file the site may show as a picture: a PNG, JPEG, WebP, GIF or AVIF of at most 10 MB, and public (409 if not). */
function assertShowablePicture(field: string, file: FileRecord): void {
  if (!isPictureType(file.mimeType))
    throw AppError.invalidField(field, 'Must be a PNG, JPEG, WebP, GIF or AVIF picture');
  if (file.size > MAX_PICTURE_BYTES) throw AppError.invalidField(field, 'Pictures must be at most 10 MB');
  if (!mayBeUsedPublicly(file)) throw privateFileChosen(field);
}

/**
 * A picture the site shows (profile photo, project image) given as an uploaded file's path must name a public
 * image of at most 10 MB that is registered here: otherwise 400 naming `field`, or 409 for a private one (visitors
 * would be shown it). http(s) URLs are the owner's to choose and are not fetched.
 */
export async function assertPictureReference(db: Db, field: string, imageUrl: string | null): Promise<void> {
  if (imageUrl === null || !OBJECT_KEY_PATTERN.test(imageUrl)) return;
  const file = await findFileByObjectPath(db, imageUrl);
  if (!file) throw AppError.invalidField(field, 'No uploaded file has this path');
  assertShowablePicture(field, file);
}

/** A project's gallery names uploaded pictures by id, each held to the same rules (`gallery.N.fileId` when one fails). */
export async function assertGalleryPictures(db: Db, gallery: readonly { fileId: string }[]): Promise<void> {
  for (const [index, picture] of gallery.entries()) {
    const field = `gallery.${String(index)}.fileId`;
    if (gallery.findIndex((other) => other.fileId === picture.fileId) !== index) {
      throw AppError.invalidField(field, 'This picture is already in the gallery');
    }
    const file = await findFileById(db, picture.fileId);
    if (!file) throw AppError.invalidField(field, 'No uploaded file has this id');
    assertShowablePicture(field, file);
  }
}
