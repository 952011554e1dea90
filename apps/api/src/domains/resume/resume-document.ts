import {
  textDirection,
  type Availability,
  type Credentials,
  type Employment,
  type Profile,
  type Project,
  type ResumePaper,
  type ResumeSection,
  type ResumeTemplate,
  type SiteLanguage,
  type Translate,
} from '@folio/contracts';

/** What a résumé is made from: the site's data as the reader of it may see it (resume-data.ts). */
export type ResumeData = {
  profile: Profile | null;
  employment: Employment[];
  /** Null when the credentials are not to be shown (private, and not asked for). */
  credentials: Credentials | null;
  projects: Project[];
  publications: { slug: string; title: string; summary: string | null; publishedAt: Date }[];
  /** The site's accent as its ten shades, lightest first. */
  palette: string[];
  publicUrl: string;
};

/**
 * What of the owner's private details a résumé shows. The public one (`/resume.pdf`) shows what the site shows
 * visitors: the phone only while published, the credentials only while public. A share link may ask for more.
 */
export type ResumeInclude = { phone: boolean; email: boolean; privateCredentials: boolean };

/** How a résumé looks: a template, its paper, which sections in which order, and the photo. */
export type ResumeLayout = {
  template: ResumeTemplate;
  paper: ResumePaper;
  sections: readonly ResumeSection[];
  /** Whether the photo is shown (its bytes go to the compiler beside the document). */
  photo: boolean;
  language: SiteLanguage;
};

export type ResumeEntry = {
  title: string;
  subtitle: string | null;
  place: string | null;
  dates: string | null;
  text: string | null;
  url: string | null;
  tags: string[];
};

export type ResumeDocumentSection = {
  id: ResumeSection;
  heading: string;
  /** 'text': paragraphs; 'entries': titled blocks; 'list': one line each ("Languages: German (native)"). */
  style: 'text' | 'entries' | 'list';
  /** In the modern template's sidebar. */
  side: boolean;
  entries: ResumeEntry[];
};

/** The résumé as every format writes it (Typst for the PDF, docx for Word): words, in order, nothing to lay out. */
export type ResumeDocument = {
  lang: SiteLanguage;
  dir: 'ltr' | 'rtl';
  template: ResumeTemplate;
  paper: ResumePaper;
  title: string;
  description: string;
  name: string;
  headline: string | null;
  contact: { text: string; url: string | null }[];
  availability: { heading: string; text: string } | null;
  /** The photo's path in the compiler's files, or null. */
  photo: string | null;
  accent: string;
  accentDark: string;
  accentLight: string;
  sections: ResumeDocumentSection[];
};

/** The compact template is one page: long descriptions are shortened to their first sentences. */
const COMPACT_TEXT_CHARACTERS = 240;
const SIDE_SECTIONS: ReadonlySet<ResumeSection> = new Set(['skills', 'languages', 'certifications']);

function shortened(text: string | null, compact: boolean): string | null {
  const trimmed = text?.trim() || null;
  if (!trimmed || !compact || trimmed.length <= COMPACT_TEXT_CHARACTERS) return trimmed;
  const cut = trimmed.slice(0, COMPACT_TEXT_CHARACTERS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), COMPACT_TEXT_CHARACTERS / 2)).trimEnd()}…`;
}

const entry = (fields: Partial<ResumeEntry> & { title: string }): ResumeEntry => ({
  subtitle: null,
  place: null,
  dates: null,
  text: null,
  url: null,
  tags: [],
  ...fields,
});

/** A link as a reader sees it printed: the host and path, without the scheme. */
function shownUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

type Dates = {
  month: (yearMonth: string) => string;
  day: (date: Date) => string;
  span: (start: string, end: string | null) => string;
};

function datesIn(language: SiteLanguage, t: Translate<'resume'>): Dates {
  const months = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const days = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const month = (yearMonth: string) => months.format(new Date(`${yearMonth.slice(0, 7)}-01T00:00:00Z`));
  return {
    month,
    day: (date) => days.format(date),
    span: (start, end) => t('dates', { start: month(start), end: end ? month(end) : t('present') }),
  };
}

/** An award's date as written: a year, a month or a day. */
function awardDate(date: string | null, dates: Dates): string | null {
  if (!date) return null;
  if (/^\d{4}$/.test(date)) return date;
  if (/^\d{4}-\d{2}$/.test(date)) return dates.month(date);
  return dates.day(new Date(`${date}T00:00:00Z`));
}

/** The owner's words (roles, where) isolated in a right-to-left résumé, the labels around them not. */
function availabilityText(
  availability: Availability,
  dates: Dates,
  t: Translate<'resume'>,
  own: (text: string) => string,
): string {
  return [
    own(availability.roles),
    availability.from ? t('availability.from', { date: dates.month(availability.from) }) : t('availability.now'),
    availability.where && own(availability.where),
    availability.remote ? t('availability.remote') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function contactOf(profile: Profile | null, publicUrl: string): ResumeDocument['contact'] {
  if (!profile) return [];
  const links = [profile.linkedin, profile.github, profile.twitter].filter((url): url is string => Boolean(url));
  return [
    profile.email ? { text: profile.email, url: `mailto:${profile.email}` } : null,
    profile.phone ? { text: profile.phone, url: `tel:${profile.phone.replace(/[^\d+]/g, '')}` } : null,
    profile.location ? { text: profile.location, url: null } : null,
    { text: shownUrl(publicUrl), url: `${publicUrl}/` },
    ...links.map((url) => ({ text: shownUrl(url), url })),
  ].filter((item): item is { text: string; url: string | null } => item !== null);
}

function sectionEntries(id: ResumeSection, data: ResumeData, compact: boolean, dates: Dates): ResumeEntry[] {
  const { profile, credentials, publicUrl } = data;
  switch (id) {
    case 'summary':
      return profile?.bioText.trim() ? [entry({ title: '', text: shortened(profile.bioText, compact) })] : [];
    case 'experience':
      return data.employment.map((job) =>
        entry({
          title: job.position,
          subtitle: job.company,
          place: job.location,
          dates: dates.span(job.startDate, job.endDate),
          text: shortened(job.descriptionText, compact),
        }),
      );
    case 'projects':
      return data.projects.map((project) =>
        entry({
          title: project.title,
          text: shortened(project.descriptionText, compact),
          url: project.link ?? `${publicUrl}/projects/${encodeURIComponent(project.slug)}`,
          tags: project.tags,
        }),
      );
    case 'education':
      return (credentials?.education ?? []).map((school) =>
        entry({ title: school.degree, subtitle: school.school, dates: school.years, text: school.focus }),
      );
    case 'certifications':
      return (credentials?.certifications ?? []).map((certification) =>
        entry({ title: certification.name, subtitle: certification.issuer, dates: certification.year }),
      );
    case 'skills':
      return (credentials?.skills ?? []).map((group) => entry({ title: group.group, text: group.items.join(', ') }));
    case 'languages':
      return (credentials?.languages ?? []).map((language) =>
        entry({ title: language.language, text: language.fluency }),
      );
    case 'awards':
      return (credentials?.awards ?? []).map((award) =>
        entry({
          title: award.title,
          subtitle: award.awarder,
          dates: awardDate(award.date, dates),
          text: shortened(award.summary, compact),
        }),
      );
    case 'publications':
      return data.publications.map((post) =>
        entry({
          title: post.title,
          dates: dates.day(post.publishedAt),
          text: shortened(post.summary, compact),
          url: `${publicUrl}/writing/${encodeURIComponent(post.slug)}`,
        }),
      );
  }
}

function styleOf(id: ResumeSection, template: ResumeTemplate): ResumeDocumentSection['style'] {
  if (id === 'summary') return 'text';
  if (id === 'skills' || id === 'languages') return 'list';
  // The sidebar is narrow, and a one-page résumé dense: certifications as lines there.
  return id === 'certifications' && template !== 'classic' ? 'list' : 'entries';
}

/** The path the photo is given to the compiler at (resume-pdf.ts). */
export const PHOTO_PATH = '/photo.png';

/**
 * In a right-to-left résumé every text of the owner's is isolated (U+2068 … U+2069, first strong isolate), so it
 * keeps its own direction as a whole (an English sentence keeps its full stop at its end, a phone number its
 * order) while the page around it runs right to left: what `dir="auto"` does on the site.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

function isolate(document: ResumeDocument): ResumeDocument {
  if (document.dir === 'ltr') return document;
  const own = isolated;
  const ownOrNull = (text: string | null) => (text === null ? null : own(text));
  return {
    ...document,
    name: own(document.name),
    headline: ownOrNull(document.headline),
    contact: document.contact.map((item) => ({ ...item, text: own(item.text) })),
    sections: document.sections.map((section) => ({
      ...section,
      entries: section.entries.map((item) => ({
        ...item,
        title: own(item.title),
        subtitle: ownOrNull(item.subtitle),
        place: ownOrNull(item.place),
        dates: ownOrNull(item.dates),
        text: ownOrNull(item.text),
        tags: item.tags.map(own),
      })),
    })),
  };
}

/**
 * The résumé's content in the reader's language: the sections the owner chose, in their order, each left out
 * when it holds nothing. Pure: the same data, layout and texts give the same document (and so the same file).
 */
export function resumeDocument(data: ResumeData, layout: ResumeLayout, t: Translate<'resume'>): ResumeDocument {
  const { profile, palette } = data;
  const compact = layout.template === 'compact';
  const dates = datesIn(layout.language, t);
  const name = profile?.name ?? t('fallback.name');
  const sections = layout.sections
    .map((id) => ({
      id,
      heading: t(`section.${id}`),
      style: styleOf(id, layout.template),
      side: layout.template === 'modern' && SIDE_SECTIONS.has(id),
      entries: sectionEntries(id, data, compact, dates),
    }))
    .filter((section) => section.entries.length > 0);
  const availability = profile?.availability ?? null;
  const own = textDirection(layout.language) === 'rtl' ? isolated : (text: string) => text;
  return isolate({
    lang: layout.language,
    dir: textDirection(layout.language),
    template: layout.template,
    paper: layout.paper,
    title: t('title', { name }),
    description: t('description', { name }),
    name,
    headline: profile?.title ?? null,
    contact: contactOf(profile, data.publicUrl),
    availability: availability
      ? { heading: t('availability.heading'), text: availabilityText(availability, dates, t, own) }
      : null,
    photo: layout.photo ? PHOTO_PATH : null,
    // Shade 6 carries white text at AA contrast (lib/brand-palette.ts); 9 is text on white, 0 a light ground.
    accent: palette[6] ?? '#228be6',
    accentDark: palette[9] ?? '#1864ab',
    accentLight: palette[0] ?? '#e7f5ff',
    sections,
  });
}
