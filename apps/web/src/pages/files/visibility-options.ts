import type { FileVisibility } from '@folio/contracts';

/** The choices of a file's visibility, as the uploader and 'Edit File' offer them. */
export const VISIBILITY_OPTIONS: { value: FileVisibility; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];
