import { ActionIcon, Box } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTexts } from '../../lib/texts';
import { useThemeToggle } from '../../lib/theme';

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
    <ActionIcon variant="default" size="lg" radius="md" onClick={toggle} aria-label={label} title={label}>
      <Box component="span" lightHidden>
        <IconSun size={18} stroke={1.75} />
      </Box>
      <Box component="span" darkHidden>
        <IconMoon size={18} stroke={1.75} />
      </Box>
    </ActionIcon>
  );
}
