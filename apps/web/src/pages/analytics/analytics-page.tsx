import { Alert, Center, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RECENT_ACTIVITY_LIMIT } from '@folio/contracts';
import { PageContainer } from '../../components/layout/page-container';
import { useTRPC } from '../../lib/trpc';
import { useRedirectVisitors } from '../../lib/use-require-owner';
import { DevicesCard } from './devices-card';
import { ExportCsvMenu } from './export-csv-menu';
import { PageViewsCard } from './page-views-card';
import { RecentActivityCard } from './recent-activity-card';
import { ReferrersCard } from './referrers-card';
import { StatCards } from './stat-cards';
import { TrendChartCard } from './trend-chart-card';

/**
 * SPEC §2 Analytics: the three cards, the ranked pages and the recent activity; below them, beyond SPEC, the
 * 30-day trend, referrers and devices. The switch (on by default, remembered in the browser) includes the
 * owner's own views in the counts; Recent Activity always lists them, marked 'Authenticated'. Visitors are
 * sent to '/'.
 */
export default function AnalyticsPage() {
  const { isLoading, isAuthenticated } = useRedirectVisitors();
  // Remembered in this browser (issue 10 point 9), read before the first query so no figure is fetched twice.
  const [includeOwner, setIncludeOwner] = useLocalStorage({
    key: 'folio.analytics.include-own-views',
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const trpc = useTRPC();
  const enabled = isAuthenticated;
  // Flipping the switch keeps the current figures on screen until the new ones arrive.
  const stats = useQuery({ ...trpc.analytics.getActivityStats.queryOptions({ includeOwner }), enabled, placeholderData: keepPreviousData });
  const insights = useQuery({ ...trpc.analytics.getActivityInsights.queryOptions({ includeOwner }), enabled, placeholderData: keepPreviousData });
  const logs = useQuery({ ...trpc.analytics.listActivityLogs.queryOptions({ limit: RECENT_ACTIVITY_LIMIT }), enabled });

  if (isLoading || (isAuthenticated && (stats.isPending || logs.isPending))) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading analytics" role="status" />
      </Center>
    );
  }
  if (!isAuthenticated) return null;

  return (
    <PageContainer>
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <div>
          <Title order={1}>Analytics</Title>
          <Text c="dimmed" mt={6}>
            Track visitor activity and engagement
          </Text>
        </div>
        <Group gap="md">
          <Switch
            label="Include my own views"
            checked={includeOwner}
            onChange={(event) => setIncludeOwner(event.currentTarget.checked)}
          />
          <ExportCsvMenu />
        </Group>
      </Group>

      {stats.data && logs.data ? (
        <Stack gap="lg">
          <StatCards stats={stats.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <PageViewsCard pageViews={stats.data.pageViews} />
            <RecentActivityCard logs={logs.data} />
          </SimpleGrid>
          {insights.data && (
            <>
              <TrendChartCard daily={insights.data.daily} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <ReferrersCard referrers={insights.data.referrers} />
                <DevicesCard devices={insights.data.devices} />
              </SimpleGrid>
            </>
          )}
        </Stack>
      ) : (
        <Alert color="red" role="alert" title="Analytics could not be loaded">
          Reload the page to try again.
        </Alert>
      )}
    </PageContainer>
  );
}
