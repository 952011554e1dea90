/** The ranges the Analytics page offers, as UTC days (the API counts UTC days). */
export type RangePreset = '7d' | '30d' | 'this-month' | 'last-month' | '12m' | 'custom';

export const RANGE_PRESETS = [
  { value: '7d', label: 'preset.7d' },
  { value: '30d', label: 'preset.30d' },
  { value: 'this-month', label: 'preset.thisMonth' },
  { value: 'last-month', label: 'preset.lastMonth' },
  { value: '12m', label: 'preset.12m' },
  { value: 'custom', label: 'preset.custom' },
] as const satisfies readonly { value: RangePreset; label: string }[];

export type DayRange = { from: string; to: string };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The days of a preset, ending today (UTC). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now = new Date()): DayRange {
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  const today = isoDay(utc(year, month, day));
  switch (preset) {
    case '7d':
      return { from: isoDay(utc(year, month, day - 6)), to: today };
    case '30d':
      return { from: isoDay(utc(year, month, day - 29)), to: today };
    case 'this-month':
      return { from: isoDay(utc(year, month, 1)), to: today };
    case 'last-month':
      return { from: isoDay(utc(year, month - 1, 1)), to: isoDay(utc(year, month, 0)) };
    case '12m':
      return { from: isoDay(utc(year - 1, month, day + 1)), to: today };
  }
}

/** '3 Nov 2026' in the viewer's locale; the days are UTC days. */
export function formatDay(
  isoDate: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(language, { ...options, timeZone: 'UTC' });
}

export function describeRange(range: DayRange, language: string): string {
  return range.from === range.to
    ? formatDay(range.from, language)
    : `${formatDay(range.from, language)} – ${formatDay(range.to, language)}`;
}
