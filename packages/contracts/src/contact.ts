import { z } from './zod-config';
import { CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN, TEXT_LIMITS } from './limits';
import { idSchema, optionalText, timestampSchema } from './common';

export const contactMessages = {
  nameTooShort: 'Name must be at least 2 characters',
  invalidEmail: 'Invalid email address',
  messageTooShort: 'Message must be at least 10 characters',
  /** The server's answer (429) when one address sends too many messages in a short time, naming the wait. */
  tooManyMessages: (retryAfterSeconds: number) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait = retryAfterSeconds < 60 ? `${String(retryAfterSeconds)} seconds` : `${String(minutes)} minute${minutes === 1 ? '' : 's'}`;
    return `Too many messages. Please try again in ${wait}.`;
  },
} as const;

/** The contact form and POST /api/contact (SPEC §5 "Contact form"). */
export const contactInputSchema = z.object({
  name: z.string().trim().min(CONTACT_NAME_MIN, contactMessages.nameTooShort).max(TEXT_LIMITS.short),
  email: z.string().trim().pipe(z.email(contactMessages.invalidEmail).max(TEXT_LIMITS.email)),
  subject: optionalText(TEXT_LIMITS.short),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN, contactMessages.messageTooShort).max(TEXT_LIMITS.message),
  /** Honeypot: hidden from people, filled by bots. A filled one is accepted and silently dropped. */
  website: z.string().max(TEXT_LIMITS.url).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactCreatedSchema = z.object({ id: idSchema });

export const contactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  /** Whether the owner has marked it read (issue 10 point 8); new messages are unread. */
  read: z.boolean(),
  createdAt: timestampSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** PATCH /api/contact-messages/{id}: mark one message read or unread. */
export const contactMessageReadInputSchema = z.object({ id: idSchema, read: z.boolean() });
export type ContactMessageReadInput = z.input<typeof contactMessageReadInputSchema>;
