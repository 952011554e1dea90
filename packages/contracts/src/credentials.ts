import { z } from './zod-config';
import { idSchema, optionalText, requiredText } from './common';

/** how much the Credentials page holds. Generous for a career, small enough to stay a page. */
export const CREDENTIALS_LIMITS = {
  skillGroups: 20,
  skillsPerGroup: 50,
  certifications: 50,
  education: 20,
  languages: 30,
  awards: 50,
  /** Text lengths: a group ("Languages"), a skill ("TypeScript"), a name, a degree or school, a focus. */
  groupName: 100,
  skill: 100,
  name: 200,
  years: 50,
  focus: 300,
} as const;

export const credentialsMessages = {
  year: 'Must be a year such as 2024',
  noSkills: 'Add at least one skill to the group',
  resumeFileMissing: 'No uploaded file has this id',
} as const;

const L = CREDENTIALS_LIMITS;

export const skillGroupSchema = z.object({
  group: requiredText(L.groupName),
  items: z.array(requiredText(L.skill)).min(1, credentialsMessages.noSkills).max(L.skillsPerGroup),
});
export type SkillGroup = z.infer<typeof skillGroupSchema>;

/** A certification's year is optional ('' and null mean none), else four digits. */
export const certificationSchema = z.object({
  name: requiredText(L.name),
  issuer: requiredText(L.name),
  year: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, credentialsMessages.year),
    ])
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type Certification = z.infer<typeof certificationSchema>;

/** `years` is free text ("2017 – 2019", "since 2023"); `focus` is optional. */
export const educationSchema = z.object({
  degree: requiredText(L.name),
  school: requiredText(L.name),
  years: optionalText(L.years),
  focus: optionalText(L.focus),
});
export type Education = z.infer<typeof educationSchema>;

/** A language and how well (`fluency` free text: "Native speaker", "C1"). */
export const languageSchema = z.object({ language: requiredText(L.name), fluency: optionalText(L.name) });
export type Language = z.infer<typeof languageSchema>;

/** An award: what, from whom, when (YYYY, YYYY-MM or YYYY-MM-DD), and a line about it. */
export const awardSchema = z.object({
  title: requiredText(L.name),
  awarder: optionalText(L.name),
  date: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{4}(-\d{2}){0,2}$/, 'Must be a date as YYYY, YYYY-MM or YYYY-MM-DD'),
    ])
    .nullish()
    .transform((value) => (value ? value : null)),
  summary: optionalText(L.focus),
});
export type Award = z.infer<typeof awardSchema>;

/** PUT /api/credentials replaces all of it; lists keep the order they are sent in. */
export const credentialsInputSchema = z.object({
  skills: z.array(skillGroupSchema).max(L.skillGroups),
  certifications: z.array(certificationSchema).max(L.certifications),
  education: z.array(educationSchema).max(L.education),
  /** Optional for scripts written before languages and awards were kept: absent leaves them empty. */
  languages: z.array(languageSchema).max(L.languages).default([]),
  awards: z.array(awardSchema).max(L.awards).default([]),
  /** An uploaded file (GET /api/files) to offer as 'Download Resume', or null for none. */
  resumeFileId: idSchema.nullable(),
  /** False (the default): the page is the owner's only, as docs/spec.md §2 has it. True: a public page like Home. */
  isPublic: z.boolean(),
});
export type CredentialsInput = z.input<typeof credentialsInputSchema>;

export const credentialsSchema = z.object({
  skills: z.array(z.object({ group: z.string(), items: z.array(z.string()) })),
  certifications: z.array(z.object({ name: z.string(), issuer: z.string(), year: z.string().nullable() })),
  education: z.array(
    z.object({ degree: z.string(), school: z.string(), years: z.string().nullable(), focus: z.string().nullable() }),
  ),
  languages: z.array(z.object({ language: z.string(), fluency: z.string().nullable() })),
  awards: z.array(
    z.object({
      title: z.string(),
      awarder: z.string().nullable(),
      date: z.string().nullable(),
      summary: z.string().nullable(),
    }),
  ),
  resumeFileId: idSchema.nullable(),
  isPublic: z.boolean(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** What a new install has: nothing invented, private. */
export const EMPTY_CREDENTIALS: Credentials = {
  skills: [],
  certifications: [],
  education: [],
  languages: [],
  awards: [],
  resumeFileId: null,
  isPublic: false,
};

/** Where the resume file is downloaded (an attachment), with the same visibility as the credentials. */
export const RESUME_DOWNLOAD_PATH = '/api/resume';
/** The JSON Resume export (owner only). */
export const JSON_RESUME_PATH = '/api/resume.json';
