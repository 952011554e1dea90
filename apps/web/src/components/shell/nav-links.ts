/** A link of the nav bar; which ones show is the route table's to say (apps/web/src/app/pages.ts). */
export type NavLinkItem = { to: string; label: string };
