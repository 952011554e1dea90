import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { optionalEmail, optionalHttpUrl, optionalImageUrl, optionalMonth, optionalText, requiredText } from './common';

/**
 * Open to work (issue 34): what roles, from when (a month), where, and whether remote. Shown on Home as a badge
 * unless the owner turns it off, in the résumé and in Home's JSON-LD. Null: not looking.
 */
export const availabilityInputSchema = z.object({
  roles: requiredText(TEXT_LIMITS.short),
  from: optionalMonth,
  where: optionalText(TEXT_LIMITS.short),
  remote: z.boolean().default(false),
  showOnHome: z.boolean().default(true),
});
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

export const availabilitySchema = z.object({
  roles: z.string(),
  from: z.string().nullable().describe('A month as YYYY-MM, or null for now'),
  where: z.string().nullable(),
  remote: z.boolean(),
  showOnHome: z.boolean().describe("Whether Home shows the 'Open to work' badge"),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** The admin "Edit Profile" form and PUT /api/profile (docs/spec.md §5 "Admin profile"). */
export const profileInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.short),
  title: requiredText(TEXT_LIMITS.short),
  bio: requiredText(TEXT_LIMITS.bio),
  email: optionalEmail,
  phone: optionalText(TEXT_LIMITS.phone),
  /** The phone is private unless the owner publishes it (a switch beside the field). */
  isPhonePublic: z.boolean().default(false),
  location: optionalText(TEXT_LIMITS.short),
  github: optionalHttpUrl,
  linkedin: optionalHttpUrl,
  twitter: optionalHttpUrl,
  imageUrl: optionalImageUrl,
  /** Absent (scripts written before it) keeps what is stored; null: not open to work. */
  availability: availabilityInputSchema.nullable().optional(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const profileSchema = z.object({
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('Visitors get it only while isPhonePublic is true'),
  isPhonePublic: z.boolean(),
  location: z.string().nullable(),
  github: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  imageUrl: z.string().nullable(),
  availability: availabilitySchema.nullable(),
  /** The bio is Markdown: as the site shows it (sanitised HTML, rendered by the server) and as plain text. */
  bioHtml: z.string(),
  bioText: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
