/**
 * User-facing texts of docs/spec.md §8, letter for letter, not yet in a message catalogue (the owner's own toasts are
 * in i18n/catalogues: admin, settings).
 */
export const toasts = {
  contactFailed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  contactSent: { title: 'Message sent!', description: "Thank you for your message. I'll get back to you soon." },
  fileDeleteFailed: { title: 'Error', description: 'Failed to delete file. Please try again.' },
  fileDeleted: { title: 'File deleted', description: 'The file has been successfully deleted.' },
  uploadComplete: (count: number) => ({
    title: 'Upload successful',
    description: `${String(count)} file(s) uploaded successfully.`,
  }),
  registerFailed: (names: readonly string[]) => ({
    title: 'Error',
    description: `Failed to save ${names.join(', ')}. Please try again.`,
  }),
  fileUpdateFailed: { title: 'Error', description: 'Failed to update file. Please try again.' },
  fileUpdated: { title: 'File updated', description: 'The file has been updated successfully.' },
  authRequiredAdmin: { title: 'Authentication Required', description: 'Please sign in to access the admin panel.' },
  authRequiredCredentials: { title: 'Authentication Required', description: 'Please sign in to view credentials.' },
} as const;

export type ToastText = { title: string; description: string };

/** Asked before the owner leaves an Admin form with changes not yet saved. */
export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Leave this page and lose them?';
