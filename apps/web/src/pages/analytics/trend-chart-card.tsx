import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import type { ActivityInsights } from '@folio/contracts';
import { EmptyText, SectionCard } from './section-card';

/** 'Nov 3' in the viewer's locale; the dates are UTC days, so they are formatted as UTC. */
function shortDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Beyond SPEC: views and visitors per day over the last 30 days. */
export function TrendChartCard({ daily }: { daily: ActivityInsights['daily'] }) {
  const hasViews = daily.some((day) => day.views > 0);
  const data = daily.map((day) => ({ date: shortDate(day.date), Views: day.views, Visitors: day.visitors }));
  return (
    <SectionCard title="Last 30 days" description="Page views and visitors per day (UTC)">
      {hasViews ? (
        <AreaChart
          h={260}
          data={data}
          dataKey="date"
          series={[
            { name: 'Views', color: 'brand.6' },
            { name: 'Visitors', color: 'teal.6' },
          ]}
          curveType="monotone"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tickLine="none"
          gridAxis="y"
          withDots={false}
          fillOpacity={0.25}
          valueFormatter={(value) => value.toLocaleString()}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          aria-label="Page views and visitors per day over the last 30 days"
        />
      ) : (
        <EmptyText>No views in the last 30 days</EmptyText>
      )}
    </SectionCard>
  );
}
