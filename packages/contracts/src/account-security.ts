import { z } from './zod-config';
import { timestampSchema } from './common';
import { DEFAULT_SITE_BRAND } from './brand';
import { siteBrandFields, siteBrandDerivedFields } from './site-brand';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n/languages';

/** The least a new owner password may have (the same rule as OWNER_PASSWORD and `pnpm owner:password`). */
export const OWNER_PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 1024;

/** POST /api/auth/password. */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(OWNER_PASSWORD_MIN_LENGTH, `Must be at least ${String(OWNER_PASSWORD_MIN_LENGTH)} characters`)
    .max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** GET /api/auth/sessions: where the owner is signed in. `network` is the address cut to its /24 or /48. */
export const ownerSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: timestampSchema,
  lastSeenAt: timestampSchema,
  device: z.string(),
  browser: z.string(),
  network: z.string().nullable(),
});
export type OwnerSession = z.infer<typeof ownerSessionSchema>;

export const sessionIdInputSchema = z.object({ id: z.string().min(1).max(64) });
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** A six-digit code from an authenticator app. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Must be the 6-digit code from your authenticator app');
export const totpCodeInputSchema = z.object({ code: totpCodeSchema });

/** POST /api/auth/totp: a new secret to scan; nothing changes until it is confirmed with a code. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The URI as a QR code: an SVG image as a data: URL. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const RECOVERY_CODE_COUNT = 10;
/** POST /api/auth/totp/confirm: shown once; each works once, instead of a code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Whether password sign-in is on at all (a second code is asked after the password). */
  passwordSignIn: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /api/login/totp: the code from the app, or one recovery code. */
export const signInCodeInputSchema = z.union([
  z.object({ code: totpCodeSchema }),
  z.object({ recoveryCode: z.string().trim().min(1, 'Required').max(64) }),
]);

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const PASSKEY_NAME_MAX = 100;
export const passkeyNameSchema = z.string().trim().min(1, 'Required').max(PASSKEY_NAME_MAX);

/** Settings of the site itself (GET public, PUT owner). */
export const siteSettingsSchema = z.object({
  /** Whether the contact form asks the visitor's browser for a proof of work before a message is accepted. */
  contactChallenge: z.boolean(),
  ...siteBrandFields,
  /** The language of every text visitors and the owner see; the owner's own texts stay as written. */
  language: z.enum(LANGUAGES),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactChallenge: false,
  ...DEFAULT_SITE_BRAND,
  language: DEFAULT_LANGUAGE,
};
/** PUT /api/site: the fields to change; those left out keep their value. */
export const siteSettingsInputSchema = siteSettingsSchema.partial();
/** GET and PUT /api/site answer the settings and what the server derives from them. */
export const siteSettingsViewSchema = siteSettingsSchema.extend(siteBrandDerivedFields);
export type SiteSettingsView = z.infer<typeof siteSettingsViewSchema>;

/** The texts of Settings → Security and the contact challenge, as the user sees them. */
export const securityTexts = {
  passwordChanged: {
    title: 'Password changed',
    description: 'You stay signed in here; every other session was signed out.',
  },
  passwordChangeFailed: { title: 'Error', description: 'Failed to change the password. Please try again.' },
  wrongCurrentPassword: 'The current password is wrong',
  sessionEnded: { title: 'Session ended', description: 'That browser is signed out.' },
  otherSessionsEnded: { title: 'Signed out everywhere else', description: 'Only this browser is still signed in.' },
  sessionEndFailed: { title: 'Error', description: 'Failed to end the session. Please try again.' },
  totpEnabled: { title: 'Authenticator codes on', description: 'Sign-in now asks for a code after the password.' },
  totpDisabled: { title: 'Authenticator codes off', description: 'Sign-in asks for the password only.' },
  totpFailed: { title: 'Error', description: 'That code was not accepted. Please try again.' },
  wrongCode: 'That code is not valid. Please try again.',
  passkeyAdded: { title: 'Passkey added', description: 'You can now sign in with it, without a password.' },
  passkeyAddFailed: { title: 'Error', description: 'The passkey was not added. Please try again.' },
  passkeyRemoved: { title: 'Passkey removed', description: 'It can no longer sign in.' },
  passkeyRenamed: { title: 'Passkey renamed', description: 'The new name is saved.' },
  contactChallengeRequired: 'The spam check did not pass. Please send the message again.',
} as const;

/** POST /api/auth/passkeys: the browser's answer to the registration options, and a name to tell it apart. */
export const addPasskeyInputSchema = z.object({
  name: passkeyNameSchema,
  response: z.looseObject({ id: z.string().max(1024), rawId: z.string().max(1024), type: z.string().max(64) }),
});
export const renamePasskeyInputSchema = z.object({ id: z.uuid(), name: passkeyNameSchema });
/** The options for `navigator.credentials.create()`, as @simplewebauthn/browser takes them. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
