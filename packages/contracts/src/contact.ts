import { z } from './zod-config';
import { CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN, TEXT_LIMITS } from './limits';
import { idSchema, optionalText, timestampSchema } from './common';

import { contactMessages } from './contact-messages';

/** The contact form and POST /api/contact (docs/spec.md §5 "Contact form"). */
export const contactInputSchema = z.object({
  name: z.string().trim().min(CONTACT_NAME_MIN, contactMessages.nameTooShort).max(TEXT_LIMITS.short),
  email: z.string().trim().pipe(z.email(contactMessages.invalidEmail).max(TEXT_LIMITS.email)),
  subject: optionalText(TEXT_LIMITS.short),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN, contactMessages.messageTooShort).max(TEXT_LIMITS.message),
  /** Honeypot: hidden from people, filled by bots. A filled one is accepted and silently dropped. */
  website: z.string().max(TEXT_LIMITS.url).optional(),
  /**
   * A solved contact challenge (GET /api/contact/challenge) as base64 JSON `{ challenge, solution }`, the ALTCHA
   * widget's format. Needed only while the owner has the challenge on.
   */
  altcha: z.string().max(8192).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactCreatedSchema = z.object({ id: idSchema });

export const contactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  /** Whether the owner has marked it read; new messages are unread. */
  read: z.boolean(),
  createdAt: timestampSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** PATCH /api/contact-messages/{id}: mark one message read or unread. */
export const contactMessageReadInputSchema = z.object({ id: idSchema, read: z.boolean() });
export type ContactMessageReadInput = z.input<typeof contactMessageReadInputSchema>;

/** GET /api/contact/challenge: an ALTCHA proof-of-work challenge signed by the site. */
export const contactChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type ContactChallenge = z.infer<typeof contactChallengeSchema>;
