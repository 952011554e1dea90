import type { Category, FileRecord } from '@folio/contracts';

export type CategoryFilter = 'all' | Category;

/** docs/spec.md §5 "Search": case-insensitive substring on the file name; then the active category tab. */
export function filterFiles(files: FileRecord[], search: string, category: CategoryFilter): FileRecord[] {
  const needle = search.trim().toLowerCase();
  return files.filter(
    (file) =>
      (category === 'all' || file.category === category) && (!needle || file.name.toLowerCase().includes(needle)),
  );
}

/** docs/spec.md §4 "New-file category": the active tab's category, or business on the 'all' tab. */
export function categoryForNewFiles(filter: CategoryFilter): Category {
  return filter === 'all' ? 'business' : filter;
}

export type FileKind = 'image' | 'video' | 'pdf' | 'other';

/** Which thumbnail a file gets: the image itself, or an icon for video, pdf and everything else. */
export function fileKind(mimeType: string): FileKind {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType === 'application/pdf') return 'pdf';
  return 'other';
}
