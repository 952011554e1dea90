import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';

type NavLinkProps = { to: string; className?: string; onClick?: () => void; children: ReactNode };

/** A link that marks itself as the current page (aria-current), which screen readers announce and CSS styles. */
export function NavLink({ to, className, onClick, children }: NavLinkProps) {
  const [isCurrent] = useRoute(to);
  return (
    <Link to={to} className={className} onClick={onClick} aria-current={isCurrent ? 'page' : undefined}>
      {children}
    </Link>
  );
}
