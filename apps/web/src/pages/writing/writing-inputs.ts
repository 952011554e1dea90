/** The query GET /api/posts takes for /writing?tag=…: the page and the server ask with the same key. */
export const postsListInput = (searchParams: URLSearchParams) => {
  const tag = searchParams.get('tag')?.trim();
  return tag ? { tag } : undefined;
};

/** /writing?q=…: a search of posts and projects rather than the list. */
export const searchInput = (searchParams: URLSearchParams) => {
  const q = searchParams.get('q')?.trim();
  return q ? { q: q.slice(0, 200) } : undefined;
};
