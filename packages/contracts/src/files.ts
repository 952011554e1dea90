import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { categorySchema, idSchema, timestampSchema } from './common';

/** Keys the server hands out for uploads; nothing else can be registered. */
export const OBJECT_KEY_PATTERN = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const uploadStartSchema = z.object({
  uploadURL: z.string(),
  objectKey: z.string(),
});
export type UploadStart = z.infer<typeof uploadStartSchema>;

/** POST /api/files: registers an object that was PUT to its upload URL. */
export const fileInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(TEXT_LIMITS.fileName),
  originalName: z.string().trim().min(1).max(TEXT_LIMITS.fileName).optional(),
  // The 50 MB limit is checked by the server against the object's real size, so that an oversized object is
  // removed (413) rather than left behind by a 400.
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  mimeType: z
    .string()
    .trim()
    .max(TEXT_LIMITS.mimeType)
    .nullish()
    .transform((value) => (value ? value : 'application/octet-stream')),
  category: categorySchema,
  objectPath: z.string().regex(OBJECT_KEY_PATTERN, 'Not an upload key issued by this server'),
});
export type FileInput = z.input<typeof fileInputSchema>;

export const fileRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  category: categorySchema,
  objectPath: z.string(),
  uploadedAt: timestampSchema,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;
