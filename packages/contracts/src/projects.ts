import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import {
  categorySchema,
  idSchema,
  optionalHttpUrl,
  optionalImageUrl,
  requiredText,
  slugOrIdInputSchema,
  timestampSchema,
} from './common';
import { SLUG_MESSAGE, SLUG_PATTERN } from './posts';

/** How many pictures a project's gallery holds at most. */
export const GALLERY_LIMIT = 24;

/** One picture of a project's gallery as the owner gives it: an uploaded picture and what it shows, in words. */
export const galleryPictureInputSchema = z.object({
  fileId: idSchema,
  alt: requiredText(TEXT_LIMITS.short),
});
export type GalleryPictureInput = z.input<typeof galleryPictureInputSchema>;

/** The admin "Add New Project" form and POST /api/projects (docs/spec.md §5 "Admin project"). */
export const projectInputSchema = z.object({
  title: requiredText(TEXT_LIMITS.short),
  /** Markdown, shown on Home's card and the project's page. */
  description: requiredText(TEXT_LIMITS.description),
  category: categorySchema,
  imageUrl: optionalImageUrl,
  tags: z
    .array(z.string().trim().min(1).max(TEXT_LIMITS.tag))
    .max(TEXT_LIMITS.tags)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  link: optionalHttpUrl,
  /** The project page's own address (/projects/{slug}); without it a new project's is made from its title, and an edit keeps it. */
  slug: z
    .string()
    .trim()
    .max(TEXT_LIMITS.slug)
    .regex(SLUG_PATTERN, SLUG_MESSAGE)
    .nullish()
    .or(z.literal('').transform(() => null))
    .meta({
      description: 'The page address /projects/{slug}; absent: made from the title when added, kept when edited',
    }),
  /** The project page's long text, Markdown ('' or absent for none). */
  body: z.string().max(TEXT_LIMITS.postBody).default('').meta({ description: "The project page's text, Markdown" }),
  gallery: z
    .array(galleryPictureInputSchema)
    .max(GALLERY_LIMIT)
    .default([])
    .meta({ description: 'Uploaded public pictures shown on the project page, in this order' }),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ParsedProjectInput = z.output<typeof projectInputSchema>;

/** PUT /api/projects/{id}: the same body as create, replacing the project's fields (not its place, nor its slug unless given). */
export const projectUpdateSchema = projectInputSchema.extend({ id: idSchema });
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const projectReferenceInputSchema = slugOrIdInputSchema('project');

export const galleryPictureSchema = z.object({
  fileId: idSchema,
  /** The picture's path (`/objects/uploads/…`); thumbnails are at `?w=N`. */
  src: z.string(),
  alt: z.string(),
});
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;

export const projectSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: categorySchema,
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  link: z.string().nullable(),
  /** Place in the owner's order: lists answer smallest first, and a new project goes first. */
  sortOrder: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** The description is Markdown: as the site shows it (sanitised HTML, rendered by the server) and as plain text. */
  descriptionHtml: z.string(),
  descriptionText: z.string(),
  /** The page's text as the owner wrote it (Markdown); its HTML comes with the one project (GET /api/projects/{id}). */
  body: z.string(),
  gallery: z.array(galleryPictureSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** One project as its page shows it: with its text rendered (sanitised HTML) on the server. */
export const projectPageSchema = projectSchema.extend({ bodyHtml: z.string() });
export type ProjectPage = z.infer<typeof projectPageSchema>;
