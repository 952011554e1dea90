import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import type { ActivityInsights } from '@folio/contracts';
import { EmptyText, SectionCard } from './section-card';
import { describeRange, formatDay } from './date-range';
import { useSiteTexts, useTexts } from '../../lib/texts';

/**
 * Beyond SPEC: views and visitors per day of the range. A single day is drawn as bars: a curve needs two
 * points, and would otherwise rise from a day that is not in the range.
 */
export function TrendChartCard({ daily, range }: Pick<ActivityInsights, 'daily' | 'range'>) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  // The legend names the series by their keys in the data, so the keys are the translated names.
  const [views, visitors] = [t('trend.views'), t('trend.visitors')];
  const series = [
    { name: views, color: 'brand.6' },
    { name: visitors, color: 'teal.6' },
  ];
  const hasViews = daily.some((day) => day.views > 0);
  const longRange = daily.length > 92;
  const data = daily.map((day) => ({
    date: formatDay(
      day.date,
      language,
      longRange ? { month: 'short', year: '2-digit', day: 'numeric' } : { month: 'short', day: 'numeric' },
    ),
    [views]: day.views,
    [visitors]: day.visitors,
  }));
  const label = t('trend.label', { range: describeRange(range, language) });
  const common = {
    h: 260,
    data,
    dataKey: 'date',
    series,
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const },
    tickLine: 'none' as const,
    gridAxis: 'y' as const,
    valueFormatter: (value: number) => value.toLocaleString(language),
    yAxisProps: { allowDecimals: false, width: 40 },
    'aria-label': label,
  };
  return (
    <SectionCard
      title={t('trend.title')}
      description={t('trend.description', { range: describeRange(range, language) })}
    >
      {!hasViews ? (
        <EmptyText>{t('trend.empty')}</EmptyText>
      ) : daily.length === 1 ? (
        <BarChart {...common} maxBarWidth={64} />
      ) : (
        <AreaChart
          {...common}
          curveType="monotone"
          withDots={false}
          fillOpacity={0.25}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
        />
      )}
    </SectionCard>
  );
}
