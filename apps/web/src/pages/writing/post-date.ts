/** A post's date the same on the server and in every browser (a locale's own format would not hydrate). */
const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

export function formatPostDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}
