import { Avatar, Button, Text } from '@mantine/core';
import { useTexts } from '../../lib/texts';
import { AppLink } from '../app-link';

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The signed-in owner's name in the nav bar, leading to Settings where it is changed. */
export function OwnerName({ name }: { name: string }) {
  const t = useTexts('shell');
  return (
    <Button
      component={AppLink}
      to="/settings"
      variant="subtle"
      color="gray"
      px={6}
      title={t('page.settings')}
      leftSection={
        <Avatar size={26} radius="xl" color="brand" variant="filled" aria-hidden>
          {initialsOf(name)}
        </Avatar>
      }
      data-testid="owner-name"
    >
      <Text span fw={500} size="sm" maw={160} truncate="end" c="var(--mantine-color-text)">
        {name}
      </Text>
    </Button>
  );
}

/** The same name in the mobile menu, above Logout. */
export function SignedInAs({ name }: { name: string }) {
  const t = useTexts('shell');
  return (
    <Text size="sm" c="dimmed" px={14} data-testid="signed-in-as">
      {t('owner.signedInAs')}{' '}
      <Text span fw={600} c="var(--mantine-color-text)">
        {name}
      </Text>
    </Text>
  );
}
