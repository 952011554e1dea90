import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import type { DayRange } from './date-range';
import { useTexts } from '../../lib/texts';

function daysAgo(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The page-view log as CSV (GET /api/activity-logs.csv), downloaded by the browser as it streams. It holds whose
 * views the page shows: the owner's own only while "Include my own views" is on.
 */
export function ExportCsvMenu({ range, includeOwner }: { range: DayRange; includeOwner: boolean }) {
  const t = useTexts('analytics');
  const ranges = [
    { label: t('csv.shownPeriod'), days: { from: range.from, to: range.to } },
    { label: t('csv.last30Days'), days: { from: daysAgo(29) } },
    { label: t('csv.last12Months'), days: { from: daysAgo(364) } },
    { label: t('csv.everything'), days: {} },
  ];
  const href = (days: Partial<DayRange>) => {
    const query = new URLSearchParams({ ...days, ...(includeOwner ? { includeOwner: 'true' } : {}) }).toString();
    return `/api/activity-logs.csv${query ? `?${query}` : ''}`;
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('csv.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('csv.heading')}</Menu.Label>
        {ranges.map((item) => (
          <Menu.Item key={item.label} component="a" href={href(item.days)} download>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
