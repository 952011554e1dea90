import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { optionalEmail, optionalHttpUrl, optionalImageUrl, optionalText, requiredText } from './common';

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
  /** The bio is Markdown: as the site shows it (sanitised HTML, rendered by the server) and as plain text. */
  bioHtml: z.string(),
  bioText: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
