const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day asked for and the instants it spans: every page view asks, and nearly always for the same day. */
let lastDay = { start: 0, end: 0, day: '1970-01-01' };

/** The UTC calendar day of an instant, as 'YYYY-MM-DD' (the key of salts and daily aggregates). */
export function utcDay(instant: Date): string {
  const time = instant.getTime();
  if (time >= lastDay.start && time < lastDay.end) return lastDay.day;
  // An invalid date throws here, as it always did.
  const day = instant.toISOString().slice(0, 10);
  const start = Date.parse(`${day}T00:00:00Z`);
  lastDay = { start, end: start + DAY_MS, day };
  return day;
}

/** The UTC day `days` after the given one (before it when negative). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}
