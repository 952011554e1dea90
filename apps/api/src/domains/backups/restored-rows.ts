import {
  activityInputSchema,
  categorySchema,
  contactInputSchema,
  credentialsInputSchema,
  deviceTypeSchema,
  employmentInputSchema,
  fileInputSchema,
  fileVisibilitySchema,
  galleryPictureInputSchema,
  MAX_UPLOAD_BYTES,
  OBJECT_KEY_PATTERN,
  postInputSchema,
  profileInputSchema,
  projectInputSchema,
  resumeSettingsSchema,
  siteSettingsInputSchema,
  TEXT_LIMITS,
  tokenInputSchema,
  userSettingsInputSchema,
} from '@folio/contracts';
import { z } from 'zod';
import { EXCLUDED_TABLES } from './database-catalog';
import { ArchiveError } from './archive-error';

/**
 * What a restored row must be: the API's own schemas and limits (packages/contracts), read against the row's
 * columns (snake_case in the archive, camelCase in the schemas). Columns the API does not take from a client
 * (ids, timestamps) are the database's to check (types, constraints, foreign keys). A table with no rule here is
 * loaded as the database allows; a new table or column the API writes from input gets its rule by adding it.
 */
const countAsNumber = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

const ROW_RULES: Record<string, z.ZodType> = {
  profile: profileInputSchema,
  projects: projectInputSchema,
  project_pictures: galleryPictureInputSchema.extend({ position: z.number().int().min(0) }),
  employment: employmentInputSchema,
  files: z.object(fileInputSchema.shape).extend({
    size: countAsNumber.pipe(z.number().int().min(0).max(MAX_UPLOAD_BYTES, 'Files are at most 50 MB')),
    originalName: fileInputSchema.shape.name,
    visibility: fileVisibilitySchema,
    category: categorySchema,
  }),
  credentials: credentialsInputSchema,
  posts: postInputSchema.omit({ publishedAt: true }),
  contact_messages: contactInputSchema,
  user_settings: userSettingsInputSchema,
  site_settings: siteSettingsInputSchema,
  resume_settings: resumeSettingsSchema,
  access_tokens: tokenInputSchema.extend({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 in hex') }),
  // The shape alone: the beacon's own cross-field rules are about what a browser sends, not what was stored.
  activity_logs: z.object(activityInputSchema.shape).extend({
    metadata: activityInputSchema.shape.metadata.nullable(),
    deviceType: deviceTypeSchema.nullable(),
    userAgent: z.string().max(TEXT_LIMITS.url).nullable(),
  }),
  users: z.object({
    email: z.string().max(TEXT_LIMITS.email).nullable(),
    profileImageUrl: z.string().max(TEXT_LIMITS.url).nullable(),
  }),
};

/** The longest line (one row) a table chunk may hold: far above any row the API can write. */
export const MAX_ROW_BYTES = 1024 * 1024;

/** An archive's column name (snake_case) as the API's schemas name the field (camelCase). */
function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

type RowParse = (row: Record<string, unknown>) => { success: true } | { success: false; error: z.ZodError };

/**
 * A rule made once into a check of the archive's rows as they are. A plain object schema is keyed by the column
 * names instead of the field names, so a row is checked without a renamed copy of it (most of a restore's time for
 * a site's page views went to those copies), and the values checked are the very ones COPY writes. A schema with
 * checks across its fields (they read camelCase fields) is given a renamed copy of each row.
 */
function rowParse(rule: z.ZodType): RowParse {
  const plain = rule instanceof z.ZodObject && (rule._zod.def.checks ?? []).length === 0 ? (rule as z.ZodObject) : null;
  const fields = Object.entries(plain?.shape ?? {}).map(([field, schema]) => ({
    column: field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    field,
    schema,
  }));
  // A field whose column name would not read back as it (a digit after an underscore) keeps the renamed copy.
  if (plain && fields.every(({ column, field }) => camelCase(column) === field)) {
    const shape = Object.fromEntries(fields.map(({ column, schema }) => [column, schema]));
    const { catchall } = plain._zod.def;
    const keyed = catchall ? z.object(shape).catchall(catchall) : z.object(shape);
    return (row) => keyed.safeParse(row);
  }
  // Column names repeat on every row: each is converted once.
  const names = new Map<string, string>();
  const fieldOf = (name: string) => {
    let field = names.get(name);
    if (field === undefined) {
      field = camelCase(name);
      if (names.size < 10_000) names.set(name, field);
    }
    return field;
  };
  return (row) =>
    rule.safeParse(Object.fromEntries(Object.entries(row).map(([name, value]) => [fieldOf(name), value])));
}

const ROW_PARSES = new Map(Object.entries(ROW_RULES).map(([table, rule]) => [table, rowParse(rule)]));

function refuse(table: string, row: number, field: string, message: string): ArchiveError {
  return new ArchiveError(
    `${table}, row ${String(row)}, ${field}: ${message}. The archive holds a row Folio would not have written; nothing was restored.`,
  );
}

/**
 * Checks a backup's rows one at a time as they stream past, and what can only be checked across tables once all
 * are read (`finish`): a file that is private is never the profile photo, a project picture (nor one in a
 * gallery), the résumé or the logo.
 */
export class RestoredRowsCheck {
  private readonly fileVisibility = new Map<string, string>();
  private readonly pictures: { table: string; row: number; field: string; path: string }[] = [];
  private readonly resumes: { row: number; fileId: string }[] = [];
  private readonly logos: { row: number; fileId: string }[] = [];
  private readonly galleryPictures: { row: number; fileId: string }[] = [];

  /** A table the archive has rows of: never one a backup leaves out. */
  table(name: string): void {
    if (EXCLUDED_TABLES.has(name)) {
      throw new ArchiveError(
        `The archive holds rows of ${name}, which a backup never contains; it was altered. Nothing was restored.`,
      );
    }
  }

  row(table: string, index: number, row: unknown): void {
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      throw refuse(table, index, '(row)', 'Not a JSON object');
    const columns = row as Record<string, unknown>;
    const parse = ROW_PARSES.get(table);
    if (parse) {
      const result = parse(columns);
      if (!result.success) {
        const [issue] = result.error.issues;
        const field = issue?.path.map(String).join('.') || '(row)';
        throw refuse(
          table,
          index,
          field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
          issue?.message ?? 'Invalid',
        );
      }
    }
    if (table === 'files') {
      this.fileVisibility.set(String(columns.id), String(columns.visibility));
      this.fileVisibility.set(String(columns.object_path), String(columns.visibility));
    }
    if (
      (table === 'profile' || table === 'projects') &&
      typeof columns.image_url === 'string' &&
      OBJECT_KEY_PATTERN.test(columns.image_url)
    ) {
      this.pictures.push({ table, row: index, field: 'image_url', path: columns.image_url });
    }
    if (table === 'project_pictures' && typeof columns.file_id === 'string') {
      this.galleryPictures.push({ row: index, fileId: columns.file_id });
    }
    if (table === 'credentials' && typeof columns.resume_file_id === 'string')
      this.resumes.push({ row: index, fileId: columns.resume_file_id });
    if (table === 'site_settings' && typeof columns.logo_file_id === 'string')
      this.logos.push({ row: index, fileId: columns.logo_file_id });
  }

  finish(): void {
    for (const picture of this.pictures) {
      const visibility = this.fileVisibility.get(picture.path);
      if (visibility === undefined)
        throw refuse(picture.table, picture.row, picture.field, 'No uploaded file has this path');
      if (visibility !== 'public')
        throw refuse(picture.table, picture.row, picture.field, 'A private file is never a picture the site shows');
    }
    for (const picture of this.galleryPictures) {
      if (this.fileVisibility.get(picture.fileId) !== 'public') {
        throw refuse('project_pictures', picture.row, 'file_id', 'A private file is never a picture the site shows');
      }
    }
    for (const resume of this.resumes) {
      if (this.fileVisibility.get(resume.fileId) === 'private') {
        throw refuse('credentials', resume.row, 'resume_file_id', 'A private file is never the résumé');
      }
    }
    for (const logo of this.logos) {
      if (this.fileVisibility.get(logo.fileId) === 'private')
        throw refuse('site_settings', logo.row, 'logo_file_id', 'A private file is never the logo');
    }
  }
}
