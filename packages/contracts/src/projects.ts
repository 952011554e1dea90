import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { categorySchema, idSchema, optionalHttpUrl, optionalImageUrl, requiredText, timestampSchema } from './common';

/** The admin "Add New Project" form and POST /api/projects (docs/spec.md §5 "Admin project"). */
export const projectInputSchema = z.object({
  title: requiredText(TEXT_LIMITS.short),
  description: requiredText(TEXT_LIMITS.description),
  category: categorySchema,
  imageUrl: optionalImageUrl,
  tags: z.array(z.string().trim().min(1).max(TEXT_LIMITS.tag)).max(TEXT_LIMITS.tags).default([]),
  link: optionalHttpUrl,
});
export type ProjectInput = z.input<typeof projectInputSchema>;

/** PUT /api/projects/{id}: the same body as create, replacing the project's fields (not its place in the order). */
export const projectUpdateSchema = projectInputSchema.extend({ id: idSchema });
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const projectSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  category: categorySchema,
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  link: z.string().nullable(),
  /** Place in the owner's order: lists answer smallest first, and a new project goes first. */
  sortOrder: z.number().int(),
  createdAt: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;
