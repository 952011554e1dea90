/** User-facing texts of docs/spec.md §8, letter for letter. One place, so the web app and tests agree. */
export const toasts = {
  contactFailed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  contactSent: { title: 'Message sent!', description: "Thank you for your message. I'll get back to you soon." },
  settingsFailed: { title: 'Error', description: 'Failed to save settings. Please try again.' },
  settingsSaved: { title: 'Settings saved', description: 'Your preferences have been updated successfully.' },
  weeklyReportSent: (to: string) => ({ title: 'Report sent', description: `The weekly report is on its way to ${to}.` }),
  weeklyReportFailed: (error: { message: string }) => ({ title: 'Error', description: error.message }),
  fileDeleteFailed: { title: 'Error', description: 'Failed to delete file. Please try again.' },
  fileDeleted: { title: 'File deleted', description: 'The file has been successfully deleted.' },
  uploadComplete: (count: number) => ({
    title: 'Upload successful',
    description: `${String(count)} file(s) uploaded successfully.`,
  }),
  profileFailed: { title: 'Error', description: 'Failed to update profile. Please try again.' },
  profileUpdated: { title: 'Profile updated', description: 'Your profile has been updated successfully.' },
  projectCreateFailed: { title: 'Error', description: 'Failed to create project. Please try again.' },
  projectCreated: { title: 'Project created', description: 'Your project has been added successfully.' },
  projectDeleteFailed: { title: 'Error', description: 'Failed to delete project. Please try again.' },
  projectDeleted: { title: 'Project deleted', description: 'The project has been removed successfully.' },
  employmentAddFailed: { title: 'Error', description: 'Failed to add employment. Please try again.' },
  employmentAdded: { title: 'Employment added', description: 'Your employment history has been added successfully.' },
  employmentDeleteFailed: { title: 'Error', description: 'Failed to delete employment. Please try again.' },
  employmentDeleted: { title: 'Employment deleted', description: 'The employment entry has been removed successfully.' },
  // Not in the spec (editing and ordering came later): worded like the spec's own.
  projectUpdateFailed: { title: 'Error', description: 'Failed to update project. Please try again.' },
  projectUpdated: { title: 'Project updated', description: 'Your project has been updated successfully.' },
  employmentUpdateFailed: { title: 'Error', description: 'Failed to update employment. Please try again.' },
  employmentUpdated: { title: 'Employment updated', description: 'Your employment entry has been updated successfully.' },
  registerFailed: (names: readonly string[]) => ({
    title: 'Error',
    description: `Failed to save ${names.join(', ')}. Please try again.`,
  }),
  fileUpdateFailed: { title: 'Error', description: 'Failed to update file. Please try again.' },
  fileUpdated: { title: 'File updated', description: 'The file has been updated successfully.' },
  orderFailed: { title: 'Error', description: 'Failed to save the new order. Please try again.' },
  // credentials, JSON Resume and the inbox (not in SPEC; worded like its toasts).
  credentialsSaved: { title: 'Credentials saved', description: 'Your credentials have been updated successfully.' },
  credentialsFailed: { title: 'Error', description: 'Failed to save credentials. Please try again.' },
  resumeImportFailed: { title: 'Error', description: 'Failed to import the resume. Please check the file and try again.' },
  pictureDeleted: { title: 'Picture deleted', description: 'The picture has been removed successfully.' },
  pictureDeleteFailed: { title: 'Error', description: 'Failed to delete picture. Please try again.' },
  messageDeleted: { title: 'Message deleted', description: 'The message has been removed successfully.' },
  messageDeleteFailed: { title: 'Error', description: 'Failed to delete message. Please try again.' },
  messageMarkFailed: { title: 'Error', description: 'Failed to update message. Please try again.' },
  // Writing (not in SPEC): worded like its toasts.
  postSaved: { title: 'Post saved', description: 'Your post has been saved successfully.' },
  postSaveFailed: { title: 'Error', description: 'Failed to save post. Please try again.' },
  postDeleted: { title: 'Post deleted', description: 'The post has been removed successfully.' },
  postDeleteFailed: { title: 'Error', description: 'Failed to delete post. Please try again.' },
  authRequiredAdmin: { title: 'Authentication Required', description: 'Please sign in to access the admin panel.' },
  authRequiredCredentials: { title: 'Authentication Required', description: 'Please sign in to view credentials.' },
} as const;

export type ToastText = { title: string; description: string };

/** After POST /api/resume.json: what was imported. */
export function resumeImportedToast(counts: { employment: number; skills: number; education: number; certifications: number }): ToastText {
  const plural = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;
  return {
    title: 'Resume imported',
    description: `Imported ${plural(counts.employment, 'employment entry', 'employment entries')}, ${plural(counts.skills, 'skill group', 'skill groups')}, ${plural(counts.education, 'education entry', 'education entries')} and ${plural(counts.certifications, 'certification', 'certifications')}.`,
  };
}

/** After the owner marks a contact message read or unread. */
export function messageMarkedToast(message: { name: string; read: boolean }): ToastText {
  return message.read
    ? { title: 'Marked as read', description: `The message from ${message.name} is marked as read.` }
    : { title: 'Marked as unread', description: `The message from ${message.name} is marked as unread.` };
}

/** Asked before the owner leaves an Admin form with changes not yet saved. */
export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Leave this page and lose them?';
