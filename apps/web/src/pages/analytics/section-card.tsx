import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = { title: string; description?: string; children: ReactNode };

/** One titled card of the Analytics page; all share this frame so their headings line up. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <Card component="section" aria-label={title} h="100%">
      <Title order={2} size="h4" mb={description ? 2 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

/** The quiet line a card shows when it has nothing to list yet. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  );
}
