/** SPEC §2 "Shared shell": links for everyone, then those only the signed-in owner sees. */
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

export function navLinksFor(isAuthenticated: boolean): NavLinkItem[] {
  return isAuthenticated ? [...PUBLIC_LINKS, ...OWNER_LINKS] : PUBLIC_LINKS;
}
