import { z } from './zod-config';

/** The résumé's templates: one column; two columns with a sidebar in the site's accent; one dense page. */
export const RESUME_TEMPLATES = ['classic', 'modern', 'compact'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const RESUME_PAPERS = ['A4', 'Letter'] as const;
export type ResumePaper = (typeof RESUME_PAPERS)[number];

/** The sections a generated résumé may hold, in their default order; a section with nothing in it is left out. */
export const RESUME_SECTIONS = [
  'summary',
  'experience',
  'projects',
  'education',
  'certifications',
  'skills',
  'languages',
  'awards',
  'publications',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

export const resumeMessages = {
  repeatedSection: 'Each section may be listed once',
} as const;

/** GET/PUT /api/resume/settings: which résumé 'Download Resume' serves, and how a generated one looks. */
export const resumeSettingsSchema = z.object({
  source: z
    .enum(['file', 'generated'])
    .describe("'file': the uploaded file picked in the credentials; 'generated': made from the profile"),
  template: z.enum(RESUME_TEMPLATES),
  paper: z.enum(RESUME_PAPERS),
  sections: z
    .array(z.enum(RESUME_SECTIONS))
    .max(RESUME_SECTIONS.length)
    .refine((sections) => new Set(sections).size === sections.length, resumeMessages.repeatedSection)
    .describe('The sections to include, in this order'),
  photo: z.boolean().describe("Whether the profile's photo is shown"),
});
export type ResumeSettings = z.infer<typeof resumeSettingsSchema>;

/** What a new install has: the uploaded file, as before résumés could be generated. */
export const DEFAULT_RESUME_SETTINGS: ResumeSettings = {
  source: 'file',
  template: 'classic',
  paper: 'A4',
  sections: [...RESUME_SECTIONS],
  photo: true,
};

/** Where visitors download the résumé (PDF; the generated one also as DOCX). */
export const RESUME_PDF_PATH = '/resume.pdf';
export const RESUME_DOCX_PATH = '/resume.docx';
/** The owner's live preview of settings not yet saved: the first page as SVG. */
export const RESUME_PREVIEW_PATH = '/api/resume/preview.svg';

/** The résumé's file name: the owner's name, its words joined by hyphens, then "-CV" (Mara-Lindqvist-Okafor-CV.pdf). */
export function resumeFileName(ownerName: string | null | undefined, extension: 'pdf' | 'docx'): string {
  const words = (ownerName ?? '').normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return `${[...words, 'CV'].join('-')}.${extension}`;
}
