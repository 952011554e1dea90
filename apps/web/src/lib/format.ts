const KIB = 1024;
const MIB = KIB * 1024;

/** docs/spec.md §5 "Size display": B below 1 KB, KB with one decimal below 1 MB, otherwise MB with one decimal (base 1024). */
export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return `${String(bytes)} B`;
  if (bytes < MIB) return `${(bytes / KIB).toFixed(1)} KB`;
  return `${(bytes / MIB).toFixed(1)} MB`;
}

/** A timestamp in the visitor's own time zone (SPEC: "local format"), in the site's language when given. */
export function formatDateTime(iso: string, language?: string): string {
  return new Date(iso).toLocaleString(language);
}

/** A date without the time, in the site's language when given. */
export function formatDate(iso: string, language?: string): string {
  return new Date(iso).toLocaleDateString(language);
}
