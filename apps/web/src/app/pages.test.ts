import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPage, NOT_FOUND_PAGE, PAGES } from './pages';

/** What React Router's <Routes> shows for a path: the first page whose path matches, else the catch-all. */
function routerMatch(pathname: string) {
  for (const page of PAGES) {
    const match = matchPath({ path: page.path, caseSensitive: false, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return { page: NOT_FOUND_PAGE, params: {} };
}

describe('matchPage', () => {
  it('finds the page and parameters React Router finds, for every page and some odd paths', () => {
    const paths = [
      ...PAGES.map((page) => page.path.replace(':slug', 'a-post')),
      '/',
      '//',
      '/Writing/',
      '/writing//',
      '/writing/Hello%20World',
      '/writing/a%2Fb',
      '/writing/a/b',
      '/projects/',
      '/projects/x.y',
      '/FILES',
      '/files/x',
      '/nowhere',
      '/writing/(x)',
    ];
    for (const path of paths) expect(matchPage(path), path).toEqual(routerMatch(path));
  });
});
