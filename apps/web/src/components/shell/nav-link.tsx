import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router';

type NavLinkProps = { to: string; className?: string; onClick?: () => void; children: ReactNode };

/**
 * A link that marks itself as the current page (aria-current="page", which screen readers announce and CSS
 * styles) on its own path only: Home's link is not current on every page.
 */
export function NavLink({ to, className, onClick, children }: NavLinkProps) {
  return (
    <RouterNavLink to={to} end className={className} onClick={onClick}>
      {children}
    </RouterNavLink>
  );
}
