import { z } from './zod-config';

/**
 * JSON Resume v1 (https://jsonresume.org/schema), the parts Folio exports and imports: basics, work, skills,
 * education, certificates. Other sections are allowed in an import and ignored. The server validates imports
 * against the published JSON Schema; these zod types describe the document in the OpenAPI document.
 */
const iso8601 = z.string().describe('YYYY, YYYY-MM or YYYY-MM-DD');

export const jsonResumeSchema = z
  .object({
    $schema: z.string().optional(),
    basics: z
      .looseObject({
        name: z.string().optional(),
        label: z.string().optional(),
        image: z.string().optional(),
        email: z.string().optional(),
        phone: z.string().optional(),
        url: z.string().optional(),
        summary: z.string().optional(),
        location: z
          .looseObject({
            city: z.string().optional(),
            region: z.string().optional(),
            countryCode: z.string().optional(),
          })
          .optional(),
        profiles: z
          .array(
            z.looseObject({
              network: z.string().optional(),
              username: z.string().optional(),
              url: z.string().optional(),
            }),
          )
          .optional(),
      })
      .optional(),
    work: z
      .array(
        z.looseObject({
          name: z.string().optional(),
          position: z.string().optional(),
          description: z.string().optional(),
          location: z.string().optional(),
          startDate: iso8601.optional(),
          endDate: iso8601.optional(),
          summary: z.string().optional(),
          highlights: z.array(z.string()).optional(),
        }),
      )
      .optional(),
    skills: z
      .array(
        z.looseObject({
          name: z.string().optional(),
          level: z.string().optional(),
          keywords: z.array(z.string()).optional(),
        }),
      )
      .optional(),
    education: z
      .array(
        z.looseObject({
          institution: z.string().optional(),
          area: z.string().optional(),
          studyType: z.string().optional(),
          startDate: iso8601.optional(),
          endDate: iso8601.optional(),
        }),
      )
      .optional(),
    projects: z
      .array(
        z.looseObject({
          name: z.string().optional(),
          description: z.string().optional(),
          url: z.string().optional(),
          keywords: z.array(z.string()).optional(),
          type: z.string().optional().describe("Folio's category: business or hobby"),
        }),
      )
      .optional(),
    languages: z.array(z.looseObject({ language: z.string().optional(), fluency: z.string().optional() })).optional(),
    awards: z
      .array(
        z.looseObject({
          title: z.string().optional(),
          date: iso8601.optional(),
          awarder: z.string().optional(),
          summary: z.string().optional(),
        }),
      )
      .optional(),
    certificates: z
      .array(z.looseObject({ name: z.string().optional(), issuer: z.string().optional(), date: iso8601.optional() }))
      .optional(),
    meta: z.looseObject({ version: z.string().optional(), lastModified: z.string().optional() }).optional(),
  })
  .loose();
export type JsonResume = z.infer<typeof jsonResumeSchema>;

const sectionCountSchema = z.object({
  section: z.string().describe("The document's section, e.g. `work`"),
  count: z.number().int(),
});
export type SectionCount = z.infer<typeof sectionCountSchema>;

/** POST /api/resume.json answers how much it imported, and per section what it took and what it left out. */
export const jsonResumeImportedSchema = z.object({
  profile: z.boolean().describe('Whether the profile was filled from `basics`'),
  employment: z.number().int(),
  skills: z.number().int(),
  education: z.number().int(),
  certifications: z.number().int(),
  projects: z.number().int().describe('Projects added or updated (matched by title)'),
  languages: z.number().int(),
  awards: z.number().int(),
  imported: z.array(sectionCountSchema).describe('The sections taken, with how many entries each'),
  skipped: z.array(sectionCountSchema).describe('The sections Folio does not keep, with how many entries each'),
});
export type JsonResumeImported = z.infer<typeof jsonResumeImportedSchema>;
