import type { Category, FileVisibility } from '@folio/contracts';
import type { UppyFile } from '@uppy/core';
import { trpcClient } from '../../../lib/trpc';
import type { UploadBody, UploadMeta } from './create-uppy';

export type RegistrationOutcome = { registered: number; failedNames: string[] };

/**
 * POST /api/files once per successfully uploaded file (docs/spec.md §7), with the object key as objectPath. Answers how
 * many were registered and the names of those that were not, so the owner hears which.
 */
export async function registerUploadedFiles(
  files: UppyFile<UploadMeta, UploadBody>[],
  { category, visibility }: { category: Category; visibility: FileVisibility },
): Promise<RegistrationOutcome> {
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
        visibility,
        objectPath: objectKey,
      });
    }),
  );
  const failedNames = files
    .filter((_file, index) => results[index]?.status === 'rejected')
    .map((file) => file.name ?? 'file');
  return { registered: files.length - failedNames.length, failedNames };
}
