import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A link to one of the app's pages: a real <a href> that React Router follows in place. It is built on the
 * router's own hooks rather than its <Link> and <NavLink>, which carry route-module prefetching for React
 * Router's framework mode: code every visitor would download and this app never runs.
 */
export function AppLink({ to, onClick, target, ref, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) followLink(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
