import type { Employment } from '@folio/contracts';

/**
 * docs/spec.md §2: 'start - end', or 'start - Present' while the job is current (`present` in the site's language).
 * Months show as stored (YYYY-MM).
 */
export function formatEmploymentPeriod(
  { startDate, endDate }: Pick<Employment, 'startDate' | 'endDate'>,
  present = 'Present',
): string {
  return `${startDate} - ${endDate ?? present}`;
}
