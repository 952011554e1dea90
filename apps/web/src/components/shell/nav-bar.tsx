import { Burger, Group } from '@mantine/core';
import type { NavLinkItem } from './nav-links';
import { AuthButton } from './auth-button';
import { NavLink } from './nav-link';
import { OwnerName } from './owner-name';
import { SiteBrandLink } from './site-brand-link';
import { ThemeToggle } from './theme-toggle';
import classes from './nav-bar.module.css';

type NavBarProps = {
  links: NavLinkItem[];
  isLoading: boolean;
  isAuthenticated: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
};

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The fixed top bar: brand, links (from `md` up), theme toggle, the owner's name and Login/Logout, and the mobile
 * menu toggle.
 */
export function NavBar({ links, isLoading, isAuthenticated, menuOpened, onToggleMenu }: NavBarProps) {
  return (
    <nav className={classes.inner} aria-label="Main">
      <SiteBrandLink />

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
          {isAuthenticated && <OwnerName />}
          <AuthButton isLoading={isLoading} isAuthenticated={isAuthenticated} />
        </Group>
        <Burger
          hiddenFrom="md"
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_MENU_ID}
        />
      </Group>
    </nav>
  );
}

export { classes as navBarClasses };
