import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useThemeToggle } from '../../lib/theme';

/** Light/dark switch; the label names what pressing it does. */
export function ThemeToggle() {
  const { scheme, toggle } = useThemeToggle();
  const label = scheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <ActionIcon variant="default" size="lg" radius="md" onClick={toggle} aria-label={label} title={label}>
      {scheme === 'dark' ? <IconSun size={18} stroke={1.75} /> : <IconMoon size={18} stroke={1.75} />}
    </ActionIcon>
  );
}
