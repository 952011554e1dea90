import { Divider, Stack } from '@mantine/core';
import { useTexts } from '../../lib/texts';
import type { NavLinkItem } from './nav-links';
import { AuthButton } from './auth-button';
import { MOBILE_MENU_ID, navBarClasses } from './nav-bar';
import { NavLink } from './nav-link';
import { SignedInAs } from './owner-name';

type MobileMenuProps = {
  links: NavLinkItem[];
  isLoading: boolean;
  isAuthenticated: boolean;
  ownerName: string | null;
  onNavigate: () => void;
};

/** The menu behind the toggle on small screens; any link closes it (docs/spec.md §4 "Mobile menu"). */
export default function MobileMenu({ links, isLoading, isAuthenticated, ownerName, onNavigate }: MobileMenuProps) {
  const t = useTexts('shell');
  return (
    <Stack id={MOBILE_MENU_ID} component="nav" aria-label={t('nav.mobile')} gap={4} p="md">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className={navBarClasses.mobileLink} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
      {!isLoading && <Divider my="sm" />}
      {isAuthenticated && ownerName && <SignedInAs name={ownerName} />}
      <AuthButton isLoading={isLoading} isAuthenticated={isAuthenticated} fullWidth />
    </Stack>
  );
}
