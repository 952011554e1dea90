const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant, as 'YYYY-MM-DD' (the key of salts and daily aggregates). */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The UTC day `days` after the given one (before it when negative). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}
