import { Badge, Group, Stack, Text } from '@mantine/core';
import { RECENT_ACTIVITY_LIMIT, type ActivityLog } from '@folio/contracts';
import { formatDateTime } from '../../lib/format';
import { EmptyText, SectionCard } from './section-card';
import { useSiteTexts, useTexts } from '../../lib/texts';

/** docs/spec.md §2 'Recent Activity': the first 10 entries with page, action, who, and the local time. */
type LogEntry = Pick<ActivityLog, 'id' | 'page' | 'action' | 'userId' | 'createdAt'>;

export function RecentActivityCard({ logs }: { logs: LogEntry[] }) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  const recent = logs.slice(0, RECENT_ACTIVITY_LIMIT);
  return (
    <SectionCard title={t('recent.title')}>
      {recent.length === 0 ? (
        <EmptyText>{t('recent.empty')}</EmptyText>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {recent.map((log, index) => (
            <Group
              component="li"
              key={log.id}
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="sm"
              py="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Stack gap={4} miw={0}>
                <Text size="sm" fw={500} truncate="end" title={log.page}>
                  {log.page}
                </Text>
                <Group gap={6}>
                  <Badge variant="light" size="sm" radius="sm">
                    {log.action}
                  </Badge>
                  <Badge
                    variant={log.userId ? 'filled' : 'light'}
                    size="sm"
                    radius="sm"
                    color={log.userId ? 'brand' : 'gray'}
                  >
                    {log.userId ? t('recent.authenticated') : t('recent.anonymous')}
                  </Badge>
                </Group>
              </Stack>
              <Text size="xs" c="dimmed" ta="right" style={{ flexShrink: 0 }}>
                {formatDateTime(log.createdAt, language)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
