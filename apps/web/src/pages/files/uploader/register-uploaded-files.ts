import type { Category } from '@folio/contracts';
import type { UppyFile } from '@uppy/core';
import { trpcClient } from '../../../lib/trpc';
import type { UploadBody, UploadMeta } from './create-uppy';

/**
 * POST /api/files once per successfully uploaded file (SPEC §7), with the object key as objectPath.
 * Returns how many were registered.
 */
export async function registerUploadedFiles(
  files: UppyFile<UploadMeta, UploadBody>[],
  category: Category,
): Promise<number> {
  const results = await Promise.allSettled(
    files.map((file) => {
      const objectKey = file.meta.objectKey;
      if (!objectKey) return Promise.reject(new Error(`No object key for ${file.name ?? file.id}`));
      const name = file.name ?? 'file';
      return trpcClient.files.registerFile.mutate({
        name,
        originalName: name,
        size: file.size ?? 0,
        mimeType: file.type || null,
        category,
        objectPath: objectKey,
      });
    }),
  );
  return results.filter((result) => result.status === 'fulfilled').length;
}
