import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { categorySchema, idSchema, optionalHttpUrl, requiredText, timestampSchema } from './common';

/** The admin "Add New Project" form and POST /api/projects (SPEC §5 "Admin project"). */
export const projectInputSchema = z.object({
  title: requiredText(TEXT_LIMITS.short),
  description: requiredText(TEXT_LIMITS.description),
  category: categorySchema,
  imageUrl: optionalHttpUrl,
  tags: z.array(z.string().trim().min(1).max(TEXT_LIMITS.tag)).max(TEXT_LIMITS.tags).default([]),
  link: optionalHttpUrl,
});
export type ProjectInput = z.input<typeof projectInputSchema>;

export const projectSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  category: categorySchema,
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  link: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;
