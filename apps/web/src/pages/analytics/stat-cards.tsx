import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconEye, IconTrendingUp, IconUsers } from '@tabler/icons-react';
import type { ActivityStats } from '@folio/contracts';
import type { ReactNode } from 'react';
import { ChangeBadge } from './change-badge';
import { useSiteTexts, useTexts } from '../../lib/texts';

type StatCardProps = {
  label: string;
  value: ReactNode;
  description: string;
  hint?: string;
  icon: ReactNode;
  change?: ReactNode;
};

function StatCard({ label, value, description, hint, icon, change }: StatCardProps) {
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
      <Group gap="xs" align="center" wrap="nowrap">
        <Text fz={30} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {change}
      </Group>
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

/**
 * docs/spec.md §2 Analytics: Total Views, Unique Visitors and Popular Page (the first entry of the ranking), for the
 * chosen period, each with its change against the period before.
 */
export function StatCards({ stats }: { stats: ActivityStats }) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  const count = (value: number) => value.toLocaleString(language);
  const popular = stats.pageViews[0];
  const { previous } = stats;
  const previousOfPopular =
    popular && previous ? (previous.pageViews.find((entry) => entry.page === popular.page)?.count ?? 0) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <StatCard
        label={t('stats.totalViews')}
        value={count(stats.totalViews)}
        description={t('stats.totalViewsDescription')}
        icon={<IconEye size={20} />}
        change={<ChangeBadge current={stats.totalViews} previous={previous?.totalViews} />}
      />
      <StatCard
        label={t('stats.uniqueVisitors')}
        value={count(stats.uniqueVisitors)}
        description={t('stats.uniqueVisitorsDescription')}
        hint={t('stats.uniqueVisitorsHint')}
        icon={<IconUsers size={20} />}
        change={<ChangeBadge current={stats.uniqueVisitors} previous={previous?.uniqueVisitors} />}
      />
      <StatCard
        label={t('stats.popularPage')}
        value={popular?.page ?? t('stats.none')}
        description={t('stats.views', { n: popular?.count ?? 0, count: count(popular?.count ?? 0) })}
        icon={<IconTrendingUp size={20} />}
        change={popular ? <ChangeBadge current={popular.count} previous={previousOfPopular} /> : undefined}
      />
    </SimpleGrid>
  );
}
