import type { PublishedPost } from '../posts';
import type { ProjectPageTimes } from '../projects';
import type { ContentTimes } from './site-repository';

/** The public pages a search engine should know, each with what its content depends on. */
const PUBLIC_PAGES: { path: string; dependsOn: (keyof ContentTimes)[] }[] = [
  { path: '/', dependsOn: ['profile', 'projects'] },
  // The owner's name is in every page's title, so a profile change is a change of each page.
  { path: '/files', dependsOn: ['profile', 'files'] },
  { path: '/contact', dependsOn: ['profile'] },
  { path: '/credentials', dependsOn: ['profile', 'credentials'] },
];

function latest(times: (Date | null)[]): Date | null {
  const present = times.filter((time): time is Date => time !== null);
  return present.length ? new Date(Math.max(...present.map((time) => time.getTime()))) : null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

const urlEntry = (publicUrl: string, path: string, lastModified: Date | null) => {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
};

/**
 * sitemaps.org XML: absolute URLs on PUBLIC_URL, lastmod when the content behind a page last changed; /writing
 * and each published post once there is one (a post changes with its last edit or the profile, its author), and
 * each project's page (which changes with its last edit or the profile, in its title).
 */
export function renderSitemap(
  publicUrl: string,
  times: ContentTimes,
  posts: PublishedPost[],
  projects: ProjectPageTimes[] = [],
): string {
  const pages = PUBLIC_PAGES.filter(({ path }) => path !== '/credentials' || times.credentials !== null);
  const urls = pages.map(({ path, dependsOn }) =>
    urlEntry(publicUrl, path, latest(dependsOn.map((kind) => times[kind]))),
  );
  for (const project of projects) {
    urls.push(
      urlEntry(publicUrl, `/projects/${encodeURIComponent(project.slug)}`, latest([times.profile, project.updatedAt])),
    );
  }
  if (posts.length > 0) {
    urls.push(urlEntry(publicUrl, '/writing', latest([times.profile, ...posts.map((post) => post.updatedAt)])));
    for (const post of posts) {
      urls.push(
        urlEntry(publicUrl, `/writing/${encodeURIComponent(post.slug)}`, latest([times.profile, post.updatedAt])),
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Public pages open to crawlers; the API and the owner's screens closed; where the sitemap is. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /settings',
    'Disallow: /analytics',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
