import { OPEN_GRAPH_LOCALES, type Profile, type SiteLanguage } from '@folio/contracts';
import { pageDescription, pageTitle, type SiteFallbacks } from '../app/page-head';
import type { PageHead } from '../app/pages';
import { escapeHtml, jsonForScript } from './escape';

type HeadInput = Omit<PageHead, 'label'> & {
  /** The page's name in the title; null for Home. */
  label: string | null;
  profile: Profile | null | undefined;
  publicUrl: string;
  /** The path the page is found at; null for the 404 page, which has no address of its own. */
  canonicalPath: string | null;
  /** Home describes its owner as a schema.org Person. */
  isHome: boolean;
  /** The site's language: og:locale and JSON-LD's inLanguage (the owner's texts are in it, or so they chose). */
  language: SiteLanguage;
  fallbacks: SiteFallbacks;
  /** The feed's link is titled "<site> — Writing" in the site's language. */
  writingLabel: string;
};

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** A Twitter/X profile URL's handle, for twitter:creator. */
function twitterHandle(url: string | null): string | null {
  if (!url) return null;
  const match = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/.exec(url);
  return match?.[1] ? `@${match[1]}` : null;
}

function absoluteUrl(url: string, publicUrl: string): string {
  try {
    return new URL(url, `${publicUrl}/`).href;
  } catch {
    return `${publicUrl}/og.png`;
  }
}

/**
 * What crawlers and link previews read (they run no JavaScript): title, description, canonical URL, Open Graph
 * and Twitter card tags, and on Home a JSON-LD Person. Every value is escaped.
 */
export function headTags(input: HeadInput): string {
  const {
    label,
    profile,
    publicUrl,
    canonicalPath,
    isHome,
    description: ownDescription,
    article,
    feed,
    language,
    fallbacks,
  } = input;
  const title = pageTitle(label ?? null, profile, fallbacks);
  const description = pageDescription(profile, fallbacks, ownDescription);
  const siteName = profile?.name || fallbacks.siteName;
  const url = canonicalPath === null ? null : `${publicUrl}${canonicalPath}`;
  const photo = profile?.imageUrl ? absoluteUrl(profile.imageUrl, publicUrl) : null;
  // Link previews always get the drawn 1200×630 card (name, title and the photo uploaded here): a raw square
  // photo makes a poor wide preview. The Person's image stays the photo itself.
  const card = `${publicUrl}/og.png`;
  const creator = twitterHandle(profile?.twitter ?? null);

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : meta('name', 'robots', 'noindex'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    // Home presents its owner; a post is an article; every other page (a project's, Files, Contact) is a page of the site.
    meta('property', 'og:type', article ? 'article' : isHome ? 'profile' : 'website'),
    article?.publishedAt ? meta('property', 'article:published_time', article.publishedAt) : '',
    article ? meta('property', 'article:modified_time', article.modifiedAt) : '',
    ...(article?.tags.map((tag) => meta('property', 'article:tag', tag)) ?? []),
    feed
      ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${siteName} — ${input.writingLabel}`)}" href="${escapeHtml(`${publicUrl}/feed.xml`)}">`
      : '',
    url ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', card),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', siteName),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALES[language]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', card),
    creator ? meta('name', 'twitter:creator', creator) : '',
  ];
  if (article) {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.headline,
      description,
      inLanguage: language,
      ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
      dateModified: article.modifiedAt,
      ...(url ? { url, mainEntityOfPage: url } : {}),
      image: card,
      keywords: article.tags,
      ...(profile ? { author: { '@type': 'Person', name: profile.name, url: `${publicUrl}/` } } : {}),
    };
    tags.push(`<script type="application/ld+json">${jsonForScript(posting)}</script>`);
  }
  if (isHome && profile) {
    const person = {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      jobTitle: profile.title,
      description: profile.bioText,
      url: `${publicUrl}/`,
      image: photo ?? card,
      sameAs: [profile.github, profile.linkedin, profile.twitter].filter((link): link is string => Boolean(link)),
      // Open to work: what the owner seeks, as schema.org's Demand (whether Home shows the badge does not matter here).
      ...(profile.availability
        ? {
            seeks: {
              '@type': 'Demand',
              name: profile.availability.roles,
              ...(profile.availability.from ? { availabilityStarts: profile.availability.from } : {}),
              ...(profile.availability.where ? { areaServed: profile.availability.where } : {}),
              ...(profile.availability.remote ? { availableAtOrFrom: { '@type': 'VirtualLocation' } } : {}),
            },
          }
        : {}),
    };
    tags.push(`<script type="application/ld+json">${jsonForScript(person)}</script>`);
    // The site in its language (a Person has no inLanguage of its own).
    const site = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: `${publicUrl}/`,
      inLanguage: language,
    };
    tags.push(`<script type="application/ld+json">${jsonForScript(site)}</script>`);
  }
  return tags.filter(Boolean).join('');
}
