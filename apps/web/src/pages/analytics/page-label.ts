/** docs/spec.md §2: the page '/' is shown as 'Home' in the ranking; every other page by its path. */
export function pageLabel(page: string, home: string): string {
  return page === '/' ? home : page;
}
