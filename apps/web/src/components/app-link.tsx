import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useAppLocationSource } from '../lib/app-location';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to one of the app's pages (`to` is a path from the site's root): a real <a href> that moves in place,
 * as React Router's <Link> does, but through the app's location (lib/app-location.ts), so it works in the
 * shell before the router has loaded. A click that asks for a new tab or window, or a download, is the
 * browser's; a link to the address already shown replaces it rather than adding a history entry.
 */
export function AppLink({ to, onClick, target, ref, ...rest }: AppLinkProps) {
  const location = useAppLocationSource();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const { pathname, search, hash } = location.current();
    location.navigate(to, { replace: to === `${pathname}${search}${hash}` });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={handleClick} />;
}
