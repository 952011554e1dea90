import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { idSchema, monthSchema, optionalMonth, optionalText, requiredText, timestampSchema } from './common';

const employmentFields = z.object({
  company: requiredText(TEXT_LIMITS.short),
  position: requiredText(TEXT_LIMITS.short),
  industry: optionalText(TEXT_LIMITS.short),
  startDate: monthSchema,
  endDate: optionalMonth,
  location: optionalText(TEXT_LIMITS.short),
  description: optionalText(TEXT_LIMITS.description),
});

/** An end month before the start month is refused on the end date's field. */
function withOrderedDates<T extends z.ZodType<{ startDate: string; endDate: string | null }>>(schema: T) {
  return schema.refine((entry) => entry.endDate === null || entry.endDate >= entry.startDate, {
    path: ['endDate'],
    message: 'End date must not be before the start date',
    // Only compare two valid months; a malformed start date is already reported on its own field.
    when: (payload) => payload.issues.length === 0,
  });
}

/** The admin "Add Employment History" form and POST /api/employment (docs/spec.md §5 "Admin employment"). */
export const employmentInputSchema = withOrderedDates(employmentFields);
export type EmploymentInput = z.input<typeof employmentInputSchema>;

/** PUT /api/employment/{id}: the same body as create, replacing the entry's fields (not its place in the order). */
export const employmentUpdateSchema = withOrderedDates(employmentFields.extend({ id: idSchema }));
export type EmploymentUpdate = z.input<typeof employmentUpdateSchema>;

export const employmentSchema = z.object({
  id: idSchema,
  company: z.string(),
  position: z.string(),
  industry: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  /** The description is Markdown: as the site shows it (sanitised HTML, rendered by the server) and as plain text. */
  descriptionHtml: z.string().nullable(),
  descriptionText: z.string().nullable(),
  /** Place in the owner's order, smallest first (`position` is SPEC's job title, hence the name). */
  sortOrder: z.number().int(),
  createdAt: timestampSchema,
});
export type Employment = z.infer<typeof employmentSchema>;
