import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { useTexts } from '../../lib/texts';

/** Where the owner fills the Credentials page. */
export const ADMIN_CREDENTIALS_PATH = '/admin?tab=credentials';

/** The frame shared by the Credentials cards, so titles and padding line up across the grid. */
export function CredentialCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card h="100%" component="section" aria-label={title}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/** What an empty card shows the owner (visitors never see an empty card): what is missing and where to add it. */
export function EmptyCardHint({ children }: { children: ReactNode }) {
  const t = useTexts('pages');
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {children}
      </Text>
      <Button
        component={AppLink}
        to={ADMIN_CREDENTIALS_PATH}
        variant="light"
        size="xs"
        leftSection={<IconPencil size={14} aria-hidden />}
      >
        {t('credentials.fillIn')}
      </Button>
    </Stack>
  );
}
