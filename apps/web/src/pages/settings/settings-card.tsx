import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsCardProps = {
  title: string;
  icon: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

/** One titled section of the Settings page; every card shares this frame so they line up. */
export function SettingsCard({ title, icon, description, children }: SettingsCardProps) {
  return (
    <Card component="section" aria-label={title}>
      <Group gap="sm" mb={description ? 4 : 'md'} wrap="nowrap">
        <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}
