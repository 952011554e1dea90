import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTexts } from '../../lib/texts';
import { useThemeToggle } from '../../lib/theme';
import { IconButton } from './plain-controls';

/**
 * Light/dark switch; the label names what pressing it does. Both icons are in the markup and CSS shows the one
 * for the scheme on <html> (set before the first paint by theme-init.js), so a server-rendered page shows the
 * right icon at once and hydrates without a mismatch; the label follows once the saved scheme is read.
 */
export function ThemeToggle() {
  const { scheme, toggle } = useThemeToggle();
  const t = useTexts('shell');
  const label = scheme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <IconButton onClick={toggle} aria-label={label} title={label}>
      <span className="mantine-light-hidden">
        <IconSun size={18} stroke={1.75} />
      </span>
      <span className="mantine-dark-hidden">
        <IconMoon size={18} stroke={1.75} />
      </span>
    </IconButton>
  );
}
