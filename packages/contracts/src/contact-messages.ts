/**
 * The contact form's validation messages as the server answers them (English, SPEC's): zod-free, so the form can
 * put them in the site's language (the pages catalogue) without loading the schema.
 */
export const contactMessages = {
  nameTooShort: 'Name must be at least 2 characters',
  invalidEmail: 'Invalid email address',
  messageTooShort: 'Message must be at least 10 characters',
} as const;
