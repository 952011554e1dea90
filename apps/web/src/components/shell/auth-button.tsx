import { IconLogin2, IconLogout2 } from '@tabler/icons-react';
import { forgetSavedThemeApplied } from '../../lib/saved-theme-applied';
import { useTexts } from '../../lib/texts';
import { LinkButton } from './plain-controls';

type AuthButtonProps = { isLoading: boolean; isAuthenticated: boolean; fullWidth?: boolean };

/**
 * Login or Logout by plain navigation (sign-in is handled by the server). Hidden while the auth check runs so
 * the wrong one never flashes.
 */
export function AuthButton({ isLoading, isAuthenticated, fullWidth }: AuthButtonProps) {
  const t = useTexts('shell');
  if (isLoading) return null;
  return isAuthenticated ? (
    <LinkButton
      href="/api/logout"
      onClick={forgetSavedThemeApplied}
      variant="default"
      fullWidth={fullWidth}
      leftSection={<IconLogout2 size={16} stroke={1.75} />}
    >
      {t('auth.logout')}
    </LinkButton>
  ) : (
    <LinkButton
      href="/api/login"
      variant="filled"
      fullWidth={fullWidth}
      leftSection={<IconLogin2 size={16} stroke={1.75} />}
    >
      {t('auth.login')}
    </LinkButton>
  );
}
