import { z } from './zod-config';
import { OBJECT_KEY_PATTERN, TEXT_LIMITS } from './limits';
import { categorySchema, idSchema, timestampSchema } from './common';

/** 'private' files are listed and downloaded by the owner only; to anyone else they do not exist. */
export const fileVisibilitySchema = z.enum(['public', 'private']);
export type FileVisibility = z.infer<typeof fileVisibilitySchema>;

/** 'file': listed on the Files page. 'picture': the site's images (profile photo, project pictures), never listed as files. */
export const filePurposeSchema = z.enum(['file', 'picture']);
export type FilePurpose = z.infer<typeof filePurposeSchema>;

export const uploadStartSchema = z.object({
  uploadURL: z.string(),
  objectKey: z.string(),
});
export type UploadStart = z.infer<typeof uploadStartSchema>;

/** POST /api/files: registers an object that was PUT to its upload URL. */
const fileNameSchema = z.string().trim().min(1, 'Required').max(TEXT_LIMITS.fileName);

export const fileInputSchema = z.object({
  name: fileNameSchema,
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
  visibility: fileVisibilitySchema.default('public'),
  purpose: filePurposeSchema.default('file'),
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
  visibility: fileVisibilitySchema,
  purpose: filePurposeSchema,
  uploadedAt: timestampSchema,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** PATCH /api/files/{id}: what the owner may change after upload; fields left out stay as they are. */
export const fileUpdateSchema = z.object({
  id: idSchema,
  name: fileNameSchema.optional(),
  category: categorySchema.optional(),
  visibility: fileVisibilitySchema.optional(),
});
export type FileUpdate = z.input<typeof fileUpdateSchema>;

/** GET /api/files: the files (everyone), or with `purpose=picture` the site's pictures (the owner only). */
export const fileListInputSchema = z.object({ purpose: filePurposeSchema.default('file') }).optional();

/**
 * Why a file cannot be private and in use at once: what visitors are shown or offered (the résumé, the profile
 * photo, a project's picture, the social card's photo) is never a private file. One place, so the server's 409
 * and the owner's dialogs say the same words.
 */
export const fileUseMessages = {
  privatePicture: 'Pictures are shown on the site and are always public',
  privateFileChosen: 'This file is private; make it public first or choose another one',
  inUse: (uses: readonly string[]) => `This file is in use as ${uses.join(' and ')}; choose another file there first`,
  resumeUse: 'the résumé',
  profilePhotoUse: 'the profile photo',
  projectPictureUse: (title: string) => `the picture of project "${title}"`,
  projectGalleryUse: (title: string) => `a picture in the gallery of project "${title}"`,
} as const;
