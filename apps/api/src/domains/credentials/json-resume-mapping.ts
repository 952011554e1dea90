import {
  awardSchema,
  certificationSchema,
  languageSchema,
  type Award,
  type Language,
  credentialsInputSchema,
  educationSchema,
  employmentInputSchema,
  profileInputSchema,
  projectInputSchema,
  skillGroupSchema,
  type Certification,
  type Credentials,
  type Education,
  type Employment,
  type JsonResume,
  type Profile,
  type Project,
  type SkillGroup,
} from '@folio/contracts';
import type { z } from 'zod';
import { formatIssuePath, type FieldIssue } from '../../lib/errors';

/** JSON Resume v1, the version the export declares. */
export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type EmploymentInput = z.output<typeof employmentInputSchema>;
type ProfileInput = z.output<typeof profileInputSchema>;

/** Networks in `basics.profiles` that have a field of their own in the profile. */
const PROFILE_NETWORKS = { github: 'github', linkedin: 'linkedin', twitter: 'twitter', x: 'twitter' } as const;
const PROFILE_URL_PREFIX = {
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  twitter: 'https://x.com/',
} as const;

const EN_DASH = ' – ';

// ---- Export ----------------------------------------------------------------------------------------------

/** "2017-09 – 2019-06" or "2017 – 2019" → start and end; a single date is when it ended (a graduation). */
function educationDates(years: string | null): { startDate?: string; endDate?: string } {
  const found = years?.match(/\b[12]\d{3}(?:-[01]\d)?\b/g) ?? [];
  if (found.length >= 2) return { startDate: found[0], endDate: found[found.length - 1] };
  return found[0] ? { endDate: found[0] } : {};
}

/** A site-relative picture (an uploaded file) becomes absolute, so the document works anywhere. */
function absoluteUrl(url: string | null, publicUrl: string): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

function defined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null)) as T;
}

export function toJsonResume(options: {
  profile: Profile | null;
  employment: Employment[];
  credentials: Credentials;
  projects: Project[];
  publicUrl: string;
}): JsonResume {
  const { profile, employment, credentials, projects, publicUrl } = options;
  const profiles = profile
    ? (['github', 'linkedin', 'twitter'] as const).flatMap((field) => {
        const url = profile[field];
        return url
          ? [{ network: field === 'github' ? 'GitHub' : field === 'linkedin' ? 'LinkedIn' : 'Twitter', url }]
          : [];
      })
    : [];
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: profile
      ? defined({
          name: profile.name,
          label: profile.title,
          image: absoluteUrl(profile.imageUrl, publicUrl),
          email: profile.email ?? undefined,
          phone: profile.phone ?? undefined,
          url: publicUrl,
          summary: profile.bio,
          location: profile.location ? { city: profile.location } : undefined,
          profiles,
        })
      : { url: publicUrl },
    work: employment.map((entry) =>
      defined({
        name: entry.company,
        position: entry.position,
        description: entry.industry ?? undefined,
        location: entry.location ?? undefined,
        startDate: entry.startDate,
        endDate: entry.endDate ?? undefined,
        summary: entry.description ?? undefined,
      }),
    ),
    skills: credentials.skills.map((group) => ({ name: group.group, keywords: group.items })),
    education: credentials.education.map((entry) =>
      defined({
        institution: entry.school,
        studyType: entry.degree,
        area: entry.focus ?? undefined,
        ...educationDates(entry.years),
      }),
    ),
    // The category travels as the project's type, so an import puts the project back where it was.
    projects: projects.map((project) =>
      defined({
        name: project.title,
        description: project.description,
        url: project.link ?? undefined,
        keywords: project.tags,
        type: project.category,
      }),
    ),
    languages: credentials.languages.map((entry) =>
      defined({ language: entry.language, fluency: entry.fluency ?? undefined }),
    ),
    awards: credentials.awards.map((award) =>
      defined({
        title: award.title,
        date: award.date ?? undefined,
        awarder: award.awarder ?? undefined,
        summary: award.summary ?? undefined,
      }),
    ),
    certificates: credentials.certifications.map((certification) =>
      defined({ name: certification.name, issuer: certification.issuer, date: certification.year ?? undefined }),
    ),
    // No lastModified: the same content exports the same document (export → import → export is identical).
    meta: { version: 'v1.0.0' },
  };
}

// ---- Import ----------------------------------------------------------------------------------------------

/** JSON Resume dates are YYYY, YYYY-MM or YYYY-MM-DD; Folio keeps months. A bare year counts from January. */
function toMonth(date: string | undefined): string | undefined {
  if (!date) return undefined;
  return /^\d{4}$/.test(date) ? `${date}-01` : date.slice(0, 7);
}

function joinDefined(parts: (string | undefined)[], separator: string): string | undefined {
  const kept = parts.map((part) => part?.trim()).filter(Boolean);
  return kept.length ? kept.join(separator) : undefined;
}

/**
 * Parses `input` with `schema`; issues are reported under the document's own field names (`work.2.name`, not
 * `company`), so the owner can find them in the file they picked.
 */
function parseAs<T>(
  schema: z.ZodType<T>,
  input: unknown,
  prefix: string,
  fieldNames: Record<string, string>,
  issues: FieldIssue[],
): T | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const [field, ...rest] = issue.path.map(String);
    const documentField = field === undefined ? [] : [fieldNames[field] ?? field, ...rest];
    const prefixPath = prefix ? prefix.split('.') : [];
    issues.push({ path: formatIssuePath([...prefixPath, ...documentField]), message: issue.message });
  }
  return null;
}

type ImportedProject = {
  title: string;
  description: string;
  link: string | null;
  tags: string[];
  category: 'business' | 'hobby' | null;
};

export type ImportedResume = {
  projects: ImportedProject[];
  languages: Language[];
  awards: Award[];
  profile: ProfileInput | null;
  employment: EmploymentInput[];
  skills: SkillGroup[];
  certifications: Certification[];
  education: Education[];
};

const IMPORTED_IMAGE_MESSAGE = 'Must be a public https URL, or a picture on this site';

/**
 * `basics.image` as the profile keeps it: empty means no new photo (the current one stays); an address on this
 * site becomes its path, so the photo keeps working under another host (and the CSP allows it); one elsewhere
 * must be public https, since visitors' browsers load it.
 */
function importImage(image: string | undefined, publicUrl: string, issues: FieldIssue[]): string | undefined {
  const trimmed = image?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, publicUrl);
  } catch {
    issues.push({ path: 'basics.image', message: IMPORTED_IMAGE_MESSAGE });
    return undefined;
  }
  if (url.origin === new URL(publicUrl).origin) return url.pathname;
  const isLocalHost =
    url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || /^[\d.]+$|^\[/.test(url.hostname);
  if (url.protocol !== 'https:' || isLocalHost) {
    issues.push({ path: 'basics.image', message: IMPORTED_IMAGE_MESSAGE });
    return undefined;
  }
  return url.href;
}

function importProfile(
  basics: NonNullable<JsonResume['basics']>,
  current: Profile | null,
  publicUrl: string,
  issues: FieldIssue[],
): ProfileInput | null {
  const links: Partial<Record<'github' | 'linkedin' | 'twitter', string>> = {};
  for (const entry of basics.profiles ?? []) {
    const network = entry.network?.trim().toLowerCase() as keyof typeof PROFILE_NETWORKS | undefined;
    const field = network ? PROFILE_NETWORKS[network] : undefined;
    if (!field || links[field]) continue;
    const url =
      entry.url?.trim() ||
      (entry.username?.trim() ? `${PROFILE_URL_PREFIX[field]}${entry.username.trim()}` : undefined);
    if (url) links[field] = url;
  }
  const location = basics.location
    ? joinDefined([basics.location.city, basics.location.region, basics.location.countryCode], ', ')
    : undefined;
  // Fields the document leaves out keep what the profile has.
  const merged = {
    name: basics.name ?? current?.name,
    title: basics.label ?? current?.title,
    bio: basics.summary ?? current?.bio,
    email: basics.email ?? current?.email,
    phone: basics.phone ?? current?.phone,
    isPhonePublic: current?.isPhonePublic ?? false,
    location: location ?? current?.location,
    // The document's profiles are the person's links: given a list, links it lacks are not kept from before
    // (the owner's own GitHub would otherwise stand beside someone else's name).
    github: basics.profiles ? links.github : (current?.github ?? undefined),
    linkedin: basics.profiles ? links.linkedin : (current?.linkedin ?? undefined),
    twitter: basics.profiles ? links.twitter : (current?.twitter ?? undefined),
    imageUrl: importImage(basics.image, publicUrl, issues) ?? current?.imageUrl,
  };
  return parseAs(
    profileInputSchema,
    merged,
    'basics',
    {
      title: 'label',
      bio: 'summary',
      imageUrl: 'image',
      github: 'profiles',
      linkedin: 'profiles',
      twitter: 'profiles',
    },
    issues,
  );
}

/**
 * Maps a document that passed the JSON Resume schema onto Folio's records, checked by the same rules as the
 * admin forms. Answers the records, or the issues that stop the import (all of them, each naming its field).
 */
export function fromJsonResume(
  document: JsonResume,
  options: { currentProfile: Profile | null; publicUrl: string },
): { imported: ImportedResume } | { issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const profile = document.basics
    ? importProfile(document.basics, options.currentProfile, options.publicUrl, issues)
    : null;

  const employment = (document.work ?? []).flatMap((work, index) => {
    const description = joinDefined(
      [work.summary, ...(work.highlights ?? []).map((highlight) => `• ${highlight}`)],
      '\n',
    );
    const entry = {
      company: work.name,
      position: work.position,
      industry: work.description,
      location: work.location,
      startDate: toMonth(work.startDate),
      endDate: toMonth(work.endDate),
      description,
    };
    const fieldNames = { company: 'name', industry: 'description', description: 'summary' };
    return parseAs(employmentInputSchema, entry, `work.${String(index)}`, fieldNames, issues) ?? [];
  });

  // A skill without keywords ({ "name": "Python" }) is one skill; those are gathered into one group.
  const skillInputs = document.skills ?? [];
  const looseSkills = skillInputs
    .filter((skill) => !skill.keywords?.length)
    .flatMap((skill) => (skill.name?.trim() ? [skill.name] : []));
  const skills = skillInputs.flatMap((skill, index) => {
    if (!skill.keywords?.length) return [];
    return (
      parseAs(
        skillGroupSchema,
        { group: skill.name, items: skill.keywords },
        `skills.${String(index)}`,
        { group: 'name', items: 'keywords' },
        issues,
      ) ?? []
    );
  });
  if (looseSkills.length) {
    const group = parseAs(skillGroupSchema, { group: 'Skills', items: looseSkills }, 'skills', {}, issues);
    if (group) skills.push(group);
  }

  const education = (document.education ?? []).flatMap((entry, index) => {
    // Months are kept where the document has them (YYYY-MM), as for work.
    const start = entry.startDate?.slice(0, 7);
    const end = entry.endDate?.slice(0, 7);
    const years = start && end ? `${start}${EN_DASH}${end}` : start ? `${start}${EN_DASH}Present` : end;
    const record = {
      degree: entry.studyType ?? entry.area,
      school: entry.institution,
      years,
      focus: entry.studyType ? entry.area : undefined,
    };
    return (
      parseAs(
        educationSchema,
        record,
        `education.${String(index)}`,
        { degree: 'studyType', school: 'institution', years: 'startDate', focus: 'area' },
        issues,
      ) ?? []
    );
  });

  const certifications = (document.certificates ?? []).flatMap((certificate, index) => {
    const record = { name: certificate.name, issuer: certificate.issuer, year: certificate.date?.slice(0, 4) };
    return parseAs(certificationSchema, record, `certificates.${String(index)}`, { year: 'date' }, issues) ?? [];
  });

  // Projects become Folio projects, their keywords its tags; `type` business or hobby is the category.
  const projects = (document.projects ?? []).flatMap((project, index): ImportedProject[] => {
    const record = {
      title: project.name,
      description: project.description ?? project.name,
      category: 'business',
      link: project.url,
      tags: project.keywords ?? [],
    };
    const parsed = parseAs(
      projectInputSchema,
      record,
      `projects.${String(index)}`,
      { title: 'name', link: 'url', tags: 'keywords' },
      issues,
    );
    if (!parsed) return [];
    const category = project.type === 'business' || project.type === 'hobby' ? project.type : null;
    return [{ title: parsed.title, description: parsed.description, link: parsed.link, tags: parsed.tags, category }];
  });

  const languages = (document.languages ?? []).flatMap(
    (entry, index) =>
      parseAs(
        languageSchema,
        { language: entry.language, fluency: entry.fluency },
        `languages.${String(index)}`,
        {},
        issues,
      ) ?? [],
  );
  const awards = (document.awards ?? []).flatMap(
    (award, index) =>
      parseAs(
        awardSchema,
        { title: award.title, awarder: award.awarder, date: award.date, summary: award.summary },
        `awards.${String(index)}`,
        {},
        issues,
      ) ?? [],
  );

  const counts = credentialsInputSchema.pick({ skills: true, certifications: true, education: true });
  parseAs(counts, { skills, certifications, education }, '', { certifications: 'certificates' }, issues);

  if (issues.length) return { issues };
  return { imported: { profile, employment, skills, certifications, education, projects, languages, awards } };
}
