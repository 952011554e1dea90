import type { SiteLanguage } from '@folio/contracts';

const KIB = 1024;
const MIB = KIB * 1024;

/** One decimal, never grouped: "1024.0" in English as SPEC writes it, "1024,0" in German. */
const decimals = (language: SiteLanguage) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

/**
 * docs/spec.md §5 "Size display": B below 1 KB, KB with one decimal below 1 MB, otherwise MB with one decimal
 * (base 1024); the number written as the site's language writes it.
 */
export function formatFileSize(bytes: number, language: SiteLanguage = 'en'): string {
  if (bytes < KIB) return `${new Intl.NumberFormat(language, { useGrouping: false }).format(bytes)} B`;
  if (bytes < MIB) return `${decimals(language).format(bytes / KIB)} KB`;
  return `${decimals(language).format(bytes / MIB)} MB`;
}

/** A timestamp in the visitor's time zone, written as the site's language writes it (SPEC: "local format"). */
export function formatDateTime(iso: string, language?: SiteLanguage): string {
  return new Date(iso).toLocaleString(language);
}

/** A date without the time, in the visitor's time zone, written as the site's language writes it. */
export function formatDate(iso: string, language?: SiteLanguage): string {
  return new Date(iso).toLocaleDateString(language);
}
