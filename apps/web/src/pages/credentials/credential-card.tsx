import { Card, Group, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
