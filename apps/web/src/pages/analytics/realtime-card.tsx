import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REALTIME_WINDOW_MINUTES } from '@folio/contracts';
import { useTRPC } from '../../lib/trpc';
import { pageLabel } from './page-label';
import { SectionCard } from './section-card';
import { useSiteTexts, useTexts } from '../../lib/texts';

/** Refreshed this often while the page is visible (TanStack Query pauses the interval in a hidden tab). */
const REFRESH_MS = 30_000;

/** Beyond SPEC: who is on the site now, and on which page. */
export function RealtimeCard({ includeOwner }: { includeOwner: boolean }) {
  const trpc = useTRPC();
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  const realtime = useQuery({
    ...trpc.analytics.getActivityRealtime.queryOptions({ includeOwner }),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const visitors = realtime.data?.visitors ?? 0;
  return (
    <SectionCard
      title={t('realtime.title')}
      description={t('realtime.description', { minutes: REALTIME_WINDOW_MINUTES })}
    >
      <Group gap="xs" align="baseline" mb="sm">
        <Text fz={30} fw={700} lh={1.2} aria-live="polite">
          {realtime.data ? visitors.toLocaleString(language) : '…'}
        </Text>
        <Text size="sm" c="dimmed">
          {t('realtime.visitorsNow', { count: visitors })}
        </Text>
      </Group>
      <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {(realtime.data?.pages ?? []).map(({ page, visitors: onPage }) => (
          <Group component="li" key={page} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" truncate="end" title={page}>
              {pageLabel(page, t('home'))}
            </Text>
            <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
              {onPage.toLocaleString(language)}
            </Text>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
