/**
 * User-facing texts of docs/spec.md §8, letter for letter, not yet in a message catalogue (the owner's own toasts are
 * in i18n/catalogues: admin, settings).
 */
export const toasts = {
  contactFailed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  contactSent: { title: 'Message sent!', description: "Thank you for your message. I'll get back to you soon." },
  authRequiredAdmin: { title: 'Authentication Required', description: 'Please sign in to access the admin panel.' },
  authRequiredCredentials: { title: 'Authentication Required', description: 'Please sign in to view credentials.' },
} as const;

export type ToastText = { title: string; description: string };

/** Asked before the owner leaves an Admin form with changes not yet saved. */
export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Leave this page and lose them?';
