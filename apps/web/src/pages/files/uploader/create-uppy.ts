import { MAX_FILES_PER_SELECTION, MAX_UPLOAD_BYTES } from '@folio/contracts';
import Uppy from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';

/** Per-file metadata: the key the server chose for the object (docs/spec.md §3 "Upload-start response"). */
export type UploadMeta = { objectKey?: string };
/** The storage answers a PUT with an empty body; nothing from it is kept. */
export type UploadBody = Record<string, never>;

export type FolioUppy = Uppy<UploadMeta, UploadBody>;

type CreateUppyOptions = {
  /** Asks the API for a fresh upload URL and object key (POST /api/objects/upload). */
  startUpload: () => Promise<{ uploadURL: string; objectKey: string }>;
};

/**
 * docs/spec.md §5 "Uploader": at most 10 files, 50 MB each, no automatic start. Each file gets its own upload URL
 * just before its bytes go out, and is PUT there as-is (no multipart, no form data), with progress.
 */
export function createUppy({ startUpload }: CreateUppyOptions): FolioUppy {
  const uppy: FolioUppy = new Uppy<UploadMeta, UploadBody>({
    autoProceed: false,
    restrictions: { maxNumberOfFiles: MAX_FILES_PER_SELECTION, maxFileSize: MAX_UPLOAD_BYTES },
  });
  uppy.use(XHRUpload<UploadMeta, UploadBody>, {
    method: 'PUT',
    formData: false,
    // Same origin for the local driver; a presigned S3 URL must not carry our cookies.
    withCredentials: false,
    endpoint: async (fileOrBundle) => {
      const file = Array.isArray(fileOrBundle) ? fileOrBundle[0] : fileOrBundle;
      if (!file) throw new Error('No file to upload');
      const { uploadURL, objectKey } = await startUpload();
      uppy.setFileMeta(file.id, { objectKey });
      return uploadURL;
    },
    // Storage answers 200 with an empty (or XML) body; success is the status alone.
    getResponseData: () => ({}),
  });
  return uppy;
}
