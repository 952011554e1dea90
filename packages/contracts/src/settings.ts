import { z } from './zod-config';
import { TEXT_LIMITS } from './limits';
import { optionalText, timestampSchema } from './common';
import { THEME_PREFERENCES } from './theme-preference';

export const themePreferenceSchema = z.enum(THEME_PREFERENCES);

/** PUT /api/user-settings. docs/spec.md §5: no validation beyond the shape; an empty display name means absent. */
export const userSettingsInputSchema = z.object({
  displayName: optionalText(TEXT_LIMITS.short),
  themePreference: themePreferenceSchema.default('light'),
  emailNotifications: z.union([z.literal(0), z.literal(1)]).default(1),
  /** The weekly analytics report by mail; left out or null: on while mail is configured. */
  weeklyReport: z.boolean().nullable().default(null),
});
export type UserSettingsInput = z.input<typeof userSettingsInputSchema>;

export const userSettingsSchema = z.object({
  displayName: z.string().nullable(),
  themePreference: themePreferenceSchema,
  emailNotifications: z.union([z.literal(0), z.literal(1)]),
  /** null: never chosen, so on while mail is configured (see mail-status). */
  weeklyReport: z.boolean().nullable(),
  /** When the owner last saved; null while these are SPEC's defaults (nothing saved to apply at sign-in). */
  savedAt: timestampSchema.nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** docs/spec.md §4: what settings are when the owner never saved any. */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  displayName: null,
  themePreference: 'light',
  emailNotifications: 1,
  weeklyReport: null,
  savedAt: null,
};

/**
 * Whether this server can send the owner's notification mails (SMTP_URL is set) and where they go
 * (NOTIFY_EMAIL, else the profile's email; null when neither is set).
 */
export const mailStatusSchema = z.object({ configured: z.boolean(), recipient: z.string().nullable() });
export type MailStatus = z.infer<typeof mailStatusSchema>;
