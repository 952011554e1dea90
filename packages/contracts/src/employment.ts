import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { idSchema, monthSchema, optionalMonth, optionalText, requiredText, timestampSchema } from './common';

/** The admin "Add Employment History" form and POST /api/employment (SPEC §5 "Admin employment"). */
export const employmentInputSchema = z
  .object({
    company: requiredText(TEXT_LIMITS.short),
    position: requiredText(TEXT_LIMITS.short),
    industry: optionalText(TEXT_LIMITS.short),
    startDate: monthSchema,
    endDate: optionalMonth,
    location: optionalText(TEXT_LIMITS.short),
    description: optionalText(TEXT_LIMITS.description),
  })
  .refine((entry) => entry.endDate === null || entry.endDate >= entry.startDate, {
    path: ['endDate'],
    message: 'End date must not be before the start date',
    // Only compare two valid months; a malformed start date is already reported on its own field.
    when: (payload) => payload.issues.length === 0,
  });
export type EmploymentInput = z.input<typeof employmentInputSchema>;

export const employmentSchema = z.object({
  id: idSchema,
  company: z.string(),
  position: z.string(),
  industry: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Employment = z.infer<typeof employmentSchema>;
