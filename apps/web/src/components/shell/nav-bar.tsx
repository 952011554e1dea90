import type { ReactNode } from 'react';
import type { SiteBrand } from '../../lib/site-brand';
import { useTexts } from '../../lib/texts';
import type { NavLinkItem } from './nav-links';
import { AuthButton } from './auth-button';
import { NavLink } from './nav-link';
import { groupProps, MenuToggle } from './plain-controls';
import { SiteBrandLink } from './site-brand-link';
import { ThemeToggle } from './theme-toggle';
import classes from './nav-bar.module.css';

type NavBarProps = {
  brand: SiteBrand;
  links: NavLinkItem[];
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The signed-in owner's name (owner-name.tsx), which comes with the data client; null for a visitor. */
  owner: ReactNode;
  menuOpened: boolean;
  onToggleMenu: () => void;
};

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The fixed top bar: brand, links (from `md` up), theme toggle, the owner's name and Login/Logout, and the mobile
 * menu toggle. Plain elements drawn as Mantine draws its components (plain-controls.tsx), since this is all a
 * visitor's Home hydrates.
 */
export function NavBar({ brand, links, isLoading, isAuthenticated, owner, menuOpened, onToggleMenu }: NavBarProps) {
  const t = useTexts('shell');
  return (
    <nav className={classes.inner} aria-label={t('nav.main')}>
      <SiteBrandLink brand={brand} />

      <ul
        {...groupProps(
          'calc(0.25rem * var(--mantine-scale))',
          'wrap',
          { visibleFrom: 'md' },
          { listStyle: 'none', margin: 0, padding: 0 },
        )}
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={classes.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>

      <div {...groupProps('var(--mantine-spacing-xs)', 'nowrap')}>
        <ThemeToggle />
        <div {...groupProps('var(--mantine-spacing-xs)', 'nowrap', { visibleFrom: 'md' })}>
          {isAuthenticated && owner}
          <AuthButton isLoading={isLoading} isAuthenticated={isAuthenticated} />
        </div>
        <MenuToggle
          opened={menuOpened}
          onClick={onToggleMenu}
          aria-label={menuOpened ? t('menu.close') : t('menu.open')}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_MENU_ID}
        />
      </div>
    </nav>
  );
}

export { classes as navBarClasses };
