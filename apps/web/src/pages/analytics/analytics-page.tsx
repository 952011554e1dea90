import { Alert, Center, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RECENT_ACTIVITY_LIMIT } from '@folio/contracts';
import { PageContainer } from '../../components/layout/page-container';
import { useTRPC } from '../../lib/trpc';
import { useAuth } from '../../lib/use-auth';
import { CountriesCard } from './countries-card';
import { describeRange, presetRange, type DayRange, type RangePreset } from './date-range';
import { DevicesCard } from './devices-card';
import { ExportCsvMenu } from './export-csv-menu';
import { GoalsCards } from './goals-cards';
import { PageViewsCard } from './page-views-card';
import { RangePicker } from './range-picker';
import { RealtimeCard } from './realtime-card';
import { RecentActivityCard } from './recent-activity-card';
import { ReferrersCard } from './referrers-card';
import { SourcesCard } from './sources-card';
import { StatCards } from './stat-cards';
import { TrendChartCard } from './trend-chart-card';
import { useSiteTexts, useTexts } from '../../lib/texts';

/**
 * docs/spec.md §2 Analytics: the three cards, the ranked pages and the recent activity, for a period the owner picks
 * (30 days at first) and each figure with its change against the period before; beside and below them,
 * beyond SPEC, real time, the daily trend, referrers, sources, countries, goals and devices. The switch (off by
 * default, remembered in the browser) includes the owner's own views in every figure and list, Recent Activity
 * included. Visitors are sent to '/'.
 */
export default function AnalyticsPage() {
  // The route sends a visitor home (pages.ts); meanwhile nothing of the page renders for them.
  const { isLoading, isAuthenticated } = useAuth();
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  // Remembered in this browser, read before the first query so no figure is fetched twice.
  const [includeOwner, setIncludeOwner] = useLocalStorage({
    // A new key: the old one defaulted to on, and the owner's own views are now left out unless asked for.
    key: 'folio.analytics.include-my-views',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [preset, setPreset] = useState<RangePreset>('30d');
  const [custom, setCustom] = useState<DayRange>(() => presetRange('30d'));
  const range = preset === 'custom' ? custom : presetRange(preset);
  const trpc = useTRPC();
  const enabled = isAuthenticated;
  const query = { includeOwner, ...range, compare: 'previous' as const };
  // Flipping the switch or the period keeps the current figures on screen until the new ones arrive.
  const stats = useQuery({
    ...trpc.analytics.getActivityStats.queryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
  });
  const insights = useQuery({
    ...trpc.analytics.getActivityInsights.queryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
  });
  const logs = useQuery({
    ...trpc.analytics.listActivityLogs.queryOptions({ limit: RECENT_ACTIVITY_LIMIT, includeOwner }),
    enabled,
    placeholderData: keepPreviousData,
  });

  if (isLoading || (isAuthenticated && (stats.isPending || logs.isPending))) {
    return (
      <Center py={80}>
        <Loader aria-label={t('loading')} role="status" />
      </Center>
    );
  }
  if (!isAuthenticated) return null;

  return (
    <PageContainer>
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt={6}>
            {t('subtitle')}
          </Text>
        </div>
        <Group gap="md">
          <Switch
            label={t('includeOwner')}
            checked={includeOwner}
            onChange={(event) => setIncludeOwner(event.currentTarget.checked)}
          />
          <ExportCsvMenu range={range} includeOwner={includeOwner} />
        </Group>
      </Group>
      <Stack gap={6} mb="lg">
        <RangePicker preset={preset} custom={custom} onPresetChange={setPreset} onCustomChange={setCustom} />
        {stats.data && (
          <Text size="sm" c="dimmed">
            {stats.data.previous
              ? t('rangeCompared', {
                  range: describeRange(stats.data.range, language),
                  previous: describeRange(stats.data.previous.range, language),
                })
              : t('range', { range: describeRange(stats.data.range, language) })}
          </Text>
        )}
      </Stack>

      {stats.data && logs.data ? (
        <Stack gap="lg">
          <StatCards stats={stats.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <PageViewsCard pageViews={stats.data.pageViews} />
            <RecentActivityCard logs={logs.data} />
          </SimpleGrid>
          <RealtimeCard includeOwner={includeOwner} />
          {insights.data && (
            <>
              <TrendChartCard daily={insights.data.daily} range={insights.data.range} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <ReferrersCard referrers={insights.data.referrers} />
                <SourcesCard sources={insights.data.sources} />
              </SimpleGrid>
              <GoalsCards events={insights.data.events} previous={insights.data.previous?.events} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <CountriesCard countries={insights.data.countries} />
                <DevicesCard devices={insights.data.devices} />
              </SimpleGrid>
            </>
          )}
        </Stack>
      ) : (
        <Alert color="red" role="alert" title={t('loadFailed.title')}>
          {t('loadFailed.description')}
        </Alert>
      )}
    </PageContainer>
  );
}
