import { z } from './zod-config';

/** GET /api/search?q=: words to find (PostgreSQL web-search syntax: "quoted phrases", -excluded, or). */
export const searchInputSchema = z.object({ q: z.string().trim().min(1, 'Required').max(200) });

/** One match: a post or a project, where it is, and a plain-text excerpt around the words found. */
export const searchResultSchema = z.object({
  type: z.enum(['post', 'project']),
  title: z.string(),
  url: z.string(),
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** At most this many matches, best first. */
export const SEARCH_RESULTS_LIMIT = 20;
