import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The quiet line a list shows when it has nothing yet. */
export function EmptyListText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  );
}
