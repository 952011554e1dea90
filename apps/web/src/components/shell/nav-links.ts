/** docs/spec.md §2 "Shared shell": links for everyone, then those only the signed-in owner sees. */
export type NavLinkItem = { to: string; label: string };

export const PUBLIC_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/files', label: 'Files' },
  { to: '/credentials', label: 'Credentials' },
  { to: '/contact', label: 'Contact' },
];

export const OWNER_LINKS: NavLinkItem[] = [
  { to: '/admin', label: 'Admin' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/settings', label: 'Settings' },
];

/** Shown once a post is published, after Home. */
export const WRITING_LINK: NavLinkItem = { to: '/writing', label: 'Writing' };

export function navLinksFor(isAuthenticated: boolean, hasWriting = false): NavLinkItem[] {
  const [home, ...rest] = PUBLIC_LINKS;
  const publicLinks = hasWriting && home ? [home, WRITING_LINK, ...rest] : PUBLIC_LINKS;
  return isAuthenticated ? [...publicLinks, ...OWNER_LINKS] : publicLinks;
}
