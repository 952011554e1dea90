import type { Category, FileRecord } from '@folio/contracts';
import { trpcClient } from '../../lib/trpc';

/**
 * A picture dropped on an admin form goes through the uploader's pipeline (docs/architecture.md §4): an upload URL, the
 * bytes PUT there as they are, then registration as a picture (`purpose: picture`): one of the site's images,
 * listed in Admin's Pictures card, never on the Files page. Answers the registered picture.
 */
export async function uploadPictureFile(file: File, category: Category): Promise<FileRecord> {
  const { uploadURL, objectKey } = await trpcClient.files.startUpload.mutate();
  // Same origin for the local driver; a presigned S3 URL must not carry our cookies.
  const put = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
    credentials: 'omit',
  });
  if (!put.ok) throw new Error(`Upload failed with ${String(put.status)}`);
  const registered = await trpcClient.files.registerFile.mutate({
    name: file.name,
    originalName: file.name,
    size: file.size,
    mimeType: file.type || null,
    category,
    visibility: 'public',
    purpose: 'picture',
    objectPath: objectKey,
  });
  return registered;
}

/** Uploads a picture and answers the path a form stores as its picture. */
export async function uploadPicture(file: File, category: Category): Promise<string> {
  return (await uploadPictureFile(file, category)).objectPath;
}
