import { Feed } from 'feed';
import type { Profile, SiteLanguage } from '@folio/contracts';
import { serverTexts } from '../../lib/texts';
import { excerptOf, type PublishedPost } from '../posts';

/** How many posts the feed carries, newest first. */
export const FEED_POSTS = 20;

/** Site-relative links and pictures in a body, made absolute: a feed reader shows them on another site. */
export function absoluteLinks(html: string, publicUrl: string): string {
  return html
    .replace(/\b(href|src)="\/(?!\/)/g, `$1="${publicUrl}/`)
    .replace(
      /\bsrcset="([^"]*)"/g,
      (_attribute, list: string) => `srcset="${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${publicUrl}/`)}"`,
    );
}

/**
 * Atom 1.0 of the newest published posts: absolute links, the full sanitised body as content and plain text as
 * summary, its own words and `xml:lang` in the site's language. Drafts never reach it (the caller passes
 * published posts only).
 */
export async function renderFeed(
  publicUrl: string,
  profile: Profile | null,
  posts: PublishedPost[],
  language: SiteLanguage,
): Promise<string> {
  const t = await serverTexts(language, 'feed');
  const name = profile?.name || t('fallback.name');
  const author = profile ? { name: profile.name, link: `${publicUrl}/` } : undefined;
  const feed = new Feed({
    id: `${publicUrl}/writing`,
    link: `${publicUrl}/writing`,
    title: t('title', { name }),
    description: profile ? excerptOf(profile.bioText) : undefined,
    updated: posts.reduce<Date | undefined>(
      (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
      undefined,
    ),
    feedLinks: { atom: `${publicUrl}/feed.xml` },
    author,
    favicon: `${publicUrl}/favicon.ico`,
    copyright: `© ${name}`,
    generator: 'Folio',
  });
  for (const post of posts) {
    const link = `${publicUrl}/writing/${post.slug}`;
    feed.addItem({
      id: link,
      link,
      title: post.title,
      date: post.updatedAt,
      published: post.publishedAt,
      description: post.summary ?? excerptOf(post.bodyText),
      content: absoluteLinks(post.bodyHtml, publicUrl),
      category: post.tags.map((tag) => ({ name: tag, term: tag })),
      author: author ? [author] : undefined,
    });
  }
  // The feed library writes no language for Atom: readers take it from the root element's xml:lang.
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    );
}
