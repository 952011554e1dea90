import { useAppLocation } from '../../lib/app-location';
import { AppLink, type AppLinkProps } from '../app-link';

/** Paths compare as React Router compares them: letter case and a trailing slash aside. */
const normalized = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * A link that marks itself as the current page (aria-current="page", which screen readers announce and CSS
 * styles) on its own path only: Home's link is not current on every page.
 */
export function NavLink(props: AppLinkProps) {
  const { pathname } = useAppLocation();
  const current = normalized(pathname) === normalized(props.to);
  return <AppLink {...props} aria-current={current ? 'page' : undefined} />;
}
