import { isPictureType, MAX_PICTURE_PIXELS, MAX_UPLOAD_BYTES, type FileRecord } from '@folio/contracts';
import type { Db } from '@folio/db';
import { AppError } from '../../lib/errors';
import { pictureSizeOf, storedTypeOf, tooManyPixels, TYPE_SIGNATURE_BYTES } from '../../images/pictures';
import { keyOfObjectPath } from '../../storage/object-keys';
import { readHead } from '../../storage/read-head';
import type { StorageProvider } from '../../storage/storage-provider';
import { findFileByObjectPath, insertFile } from './files-repository';
import { claimPendingUpload, isPendingUpload } from './pending-uploads-repository';

export type RegisterUploadOptions = {
  db: Db;
  storage: StorageProvider;
  file: {
    name: string;
    size: number;
    mimeType: string;
    category: 'business' | 'hobby';
    objectPath: string;
    visibility: 'public' | 'private';
    purpose: 'file' | 'picture';
  };
};

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** A well-formed `type/subtype` in lower case, or application/octet-stream for anything else. */
export function normalizeMimeType(mimeType: string): string {
  const essence = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME_TYPE.test(essence) ? essence : 'application/octet-stream';
}

/**
 * The type to store, from the object's own bytes (images/pictures.ts). A picture must declare at most
 * MAX_PICTURE_PIXELS in its header: a larger one is removed and refused with 413 naming the limit, so no decoder
 * meets it later.
 */
async function checkedTypeOf(storage: StorageProvider, key: string, declared: string): Promise<string> {
  const head = await readHead(storage, key, TYPE_SIGNATURE_BYTES);
  const mimeType = await storedTypeOf(head ?? Buffer.alloc(0), normalizeMimeType(declared));
  if (!isPictureType(mimeType)) return mimeType;
  const bytes = await storage.read(key, MAX_UPLOAD_BYTES);
  const size = bytes && (await pictureSizeOf(bytes));
  if (!size) return 'application/octet-stream';
  if (size.width * size.height > MAX_PICTURE_PIXELS) {
    await storage.remove(key);
    throw tooManyPixels(size, 'objectPath');
  }
  return mimeType;
}

/**
 * Turns an uploaded object into a file record (docs/architecture.md §4). The object must sit under a key this server
 * handed out and still holds as pending, and its real size must match what the client claims; otherwise the
 * object is removed (the pending row stays, for the sweep) and the caller hears which rule failed.
 */
export async function registerUpload({ db, storage, file }: RegisterUploadOptions): Promise<FileRecord> {
  const key = keyOfObjectPath(file.objectPath);
  if (!key) throw AppError.invalidField('objectPath', 'Not an upload key issued by this server');

  if (!(await isPendingUpload(db, file.objectPath))) {
    if (await findFileByObjectPath(db, file.objectPath)) {
      throw new AppError('CONFLICT', 'objectPath: This upload is already registered', {
        issues: [{ path: 'objectPath', message: 'This upload is already registered' }],
      });
    }
    // Not ours to keep: whatever sits under a key that is neither pending nor a file is an orphan.
    await storage.remove(key);
    throw AppError.invalidField('objectPath', 'Not an upload key issued by this server');
  }

  const realSize = await storage.stat(key);
  if (realSize === null) throw AppError.invalidField('objectPath', 'No file has been uploaded to this key');
  if (realSize > MAX_UPLOAD_BYTES || file.size > MAX_UPLOAD_BYTES) {
    await storage.remove(key);
    throw new AppError('PAYLOAD_TOO_LARGE', 'size: File is larger than 50 MB', {
      issues: [{ path: 'size', message: 'File is larger than 50 MB' }],
    });
  }
  if (realSize !== file.size) {
    await storage.remove(key);
    throw AppError.invalidField('size', `Does not match the uploaded file (${String(realSize)} bytes)`);
  }

  const mimeType = await checkedTypeOf(storage, key, file.mimeType);

  return db.transaction().execute(async (trx) => {
    // Two registrations of one key race here; the one that claims the pending row wins.
    if (!(await claimPendingUpload(trx, file.objectPath))) {
      throw new AppError('CONFLICT', 'objectPath: This upload is already registered', {
        issues: [{ path: 'objectPath', message: 'This upload is already registered' }],
      });
    }
    return insertFile(trx, {
      name: file.name,
      originalName: file.name,
      size: realSize,
      mimeType,
      category: file.category,
      objectPath: file.objectPath,
      visibility: file.visibility,
      purpose: file.purpose,
    });
  });
}
