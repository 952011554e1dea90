import { SEARCH_RESULTS_LIMIT, type SearchResult } from '@folio/contracts';
import type { Db } from '@folio/db';
import { sql } from 'kysely';

/** ts_headline as plain text: no markup around the words found, about 30 words long. */
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=1';

const PROJECT_VECTOR = sql`(setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', body_text), 'C'))`;

/**
 * Published posts (drafts too for the owner) and projects matching `q`, best first by PostgreSQL's full-text
 * ranking (a post's title weighs most, then its summary, then its body). Projects have no stored vector: there
 * are few of them, so theirs (title, description, page text) is computed at query time; a result is the project's page.
 */
export async function searchContent(db: Db, q: string, options: { includeDrafts: boolean }): Promise<SearchResult[]> {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const result = await sql<SearchResult & { rank: number }>`
    select * from (
      select 'post' as type, title, '/writing/' || slug as url,
             ts_headline('english', coalesce(summary || ' ', '') || body_text, ${query}, ${HEADLINE_OPTIONS}) as snippet,
             ts_rank(search, ${query}) as rank
      from posts
      where search @@ ${query} and (${options.includeDrafts} or status = 'published')
      union all
      select 'project' as type, title, '/projects/' || slug as url,
             ts_headline('english', description || ' ' || body_text, ${query}, ${HEADLINE_OPTIONS}) as snippet,
             ts_rank(${PROJECT_VECTOR}, ${query}) as rank
      from projects
      where ${PROJECT_VECTOR} @@ ${query}
    ) matches
    order by rank desc, title
    limit ${SEARCH_RESULTS_LIMIT}`.execute(db);
  return result.rows.map(({ type, title, url, snippet }) => ({ type, title, url, snippet }));
}
