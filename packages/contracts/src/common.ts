import { z } from './zod-config';
import { OBJECT_KEY_PATTERN, TEXT_LIMITS } from './limits';

export const categorySchema = z.enum(['business', 'hobby']);
export type Category = z.infer<typeof categorySchema>;

export const idSchema = z.uuid();
export const idInputSchema = z.object({ id: idSchema });

/**
 * GET /api/posts/{id} and GET /api/projects/{id}: one by its slug (what links and page addresses use) or its id.
 * One path parameter name for reading, editing and deleting, as OpenAPI allows only one template per path.
 */
export function slugOrIdInputSchema(thing: 'post' | 'project') {
  return z.object({
    id: z
      .string()
      .trim()
      .min(1)
      .max(TEXT_LIMITS.slug)
      .meta({ description: `The ${thing}'s slug, or its id` }),
  });
}

/** At most this many projects or employment entries can be put in order in one call. */
export const MAX_ORDERED_ITEMS = 1000;

/**
 * PUT /api/projects/order and PUT /api/employment/order: every id of the list, once each, first shown first.
 * Whether the ids are exactly the stored ones is checked by the server (400 naming `ids` otherwise).
 */
export const orderInputSchema = z.object({
  ids: z
    .array(idSchema)
    .max(MAX_ORDERED_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, 'Must not list an id twice'),
});
export type OrderInput = z.input<typeof orderInputSchema>;

/** A timestamp as the API answers it: ISO 8601 in UTC. */
export const timestampSchema = z.iso.datetime();

/** Trimmed text that must not be blank. */
export const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);

/**
 * Optional text as forms send it: missing, null or '' all mean "absent" and become null,
 * so the database never stores empty strings.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const HTTP_URL = /^https?$/;

export const httpUrl = z.url({ protocol: HTTP_URL, error: 'Must be an http(s) URL' }).max(TEXT_LIMITS.url);

/** An optional http(s) URL; '' and null mean absent. */
export const optionalHttpUrl = z
  .union([z.literal(''), httpUrl])
  .nullish()
  .transform((value) => (value ? value : null));

export const IMAGE_URL_MESSAGE = 'Must be an http(s) URL or an uploaded picture (/objects/uploads/…)';

/**
 * A picture (profile photo, project image): an http(s) URL, or the site-relative path of an uploaded file, which
 * keeps working when the site moves to another domain. '' and null mean absent. Whether an uploaded path names
 * a public picture is checked by the server.
 */
export const optionalImageUrl = z
  .string()
  .trim()
  .max(TEXT_LIMITS.url)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || OBJECT_KEY_PATTERN.test(value) || httpUrl.safeParse(value).success,
    IMAGE_URL_MESSAGE,
  );

export const emailSchema = z.email('Invalid email address').max(TEXT_LIMITS.email);

/** An optional email address; '' and null mean absent. */
export const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((value) => (value ? value : null));

/** A month as the month picker sends it: YYYY-MM. */
export const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month as YYYY-MM');

export const optionalMonth = z
  .union([z.literal(''), monthSchema])
  .nullish()
  .transform((value) => (value ? value : null));
