import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';

function daysAgo(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The page-view log as CSV (GET /api/activity-logs.csv), downloaded by the browser as it streams. */
export function ExportCsvMenu() {
  const ranges = [
    { label: 'Last 30 days', query: `?from=${daysAgo(29)}` },
    { label: 'Last 12 months', query: `?from=${daysAgo(364)}` },
    { label: 'Everything', query: '' },
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
          Download CSV
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Page views as CSV</Menu.Label>
        {ranges.map((range) => (
          <Menu.Item key={range.label} component="a" href={`/api/activity-logs.csv${range.query}`} download>
            {range.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
