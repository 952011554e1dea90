import type { ReactNode } from 'react';
import { Burger, Group } from '@mantine/core';
import type { SiteBrand } from '../../lib/site-brand';
import { useTexts } from '../../lib/texts';
import type { NavLinkItem } from './nav-links';
import { AuthButton } from './auth-button';
import { NavLink } from './nav-link';
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
 * menu toggle.
 */
export function NavBar({ brand, links, isLoading, isAuthenticated, owner, menuOpened, onToggleMenu }: NavBarProps) {
  const t = useTexts('shell');
  return (
    <nav className={classes.inner} aria-label={t('nav.main')}>
      <SiteBrandLink brand={brand} />

      <Group gap={4} visibleFrom="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={classes.link}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </Group>

      <Group gap="xs" wrap="nowrap">
        <ThemeToggle />
        <Group visibleFrom="md" gap="xs" wrap="nowrap">
          {isAuthenticated && owner}
          <AuthButton isLoading={isLoading} isAuthenticated={isAuthenticated} />
        </Group>
        <Burger
          hiddenFrom="md"
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuOpened ? t('menu.close') : t('menu.open')}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_MENU_ID}
        />
      </Group>
    </nav>
  );
}

export { classes as navBarClasses };
