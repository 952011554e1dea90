import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import type { ActivityInsights } from '@folio/contracts';
import { EmptyText, SectionCard } from './section-card';
import { describeRange, formatDay } from './date-range';

const SERIES = [
  { name: 'Views', color: 'brand.6' },
  { name: 'Visitors', color: 'teal.6' },
];

/**
 * Beyond SPEC: views and visitors per day of the range. A single day is drawn as bars: a curve needs two
 * points, and would otherwise rise from a day that is not in the range.
 */
export function TrendChartCard({ daily, range }: Pick<ActivityInsights, 'daily' | 'range'>) {
  const hasViews = daily.some((day) => day.views > 0);
  const longRange = daily.length > 92;
  const data = daily.map((day) => ({
    date: formatDay(day.date, longRange ? { month: 'short', year: '2-digit', day: 'numeric' } : { month: 'short', day: 'numeric' }),
    Views: day.views,
    Visitors: day.visitors,
  }));
  const label = `Page views and visitors per day, ${describeRange(range)}`;
  const common = {
    h: 260,
    data,
    dataKey: 'date',
    series: SERIES,
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const },
    tickLine: 'none' as const,
    gridAxis: 'y' as const,
    valueFormatter: (value: number) => value.toLocaleString(),
    yAxisProps: { allowDecimals: false, width: 40 },
    'aria-label': label,
  };
  return (
    <SectionCard title="Views per day" description={`${describeRange(range)} (UTC)`}>
      {!hasViews ? (
        <EmptyText>No views in this period</EmptyText>
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
