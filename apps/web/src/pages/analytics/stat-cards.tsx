import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconEye, IconTrendingUp, IconUsers } from '@tabler/icons-react';
import type { ActivityStats } from '@folio/contracts';
import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; description: string; hint?: string; icon: ReactNode };

function StatCard({ label, value, description, hint, icon }: StatCardProps) {
  return (
    <Card component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Text size="sm" fw={600} c="dimmed">
          {label}
        </Text>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={30} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {description}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={6}>
          {hint}
        </Text>
      )}
    </Card>
  );
}

const count = (value: number) => value.toLocaleString();

/** SPEC §2 Analytics: Total Views, Unique Visitors and Popular Page (the first entry of the ranking). */
export function StatCards({ stats }: { stats: ActivityStats }) {
  const popular = stats.pageViews[0];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <StatCard label="Total Views" value={count(stats.totalViews)} description="All time page views" icon={<IconEye size={20} />} />
      <StatCard
        label="Unique Visitors"
        value={count(stats.uniqueVisitors)}
        description="Different people who visited"
        hint="Each visitor counts once per day; the days are added up."
        icon={<IconUsers size={20} />}
      />
      <StatCard
        label="Popular Page"
        value={popular?.page ?? 'N/A'}
        description={`${count(popular?.count ?? 0)} views`}
        icon={<IconTrendingUp size={20} />}
      />
    </SimpleGrid>
  );
}
