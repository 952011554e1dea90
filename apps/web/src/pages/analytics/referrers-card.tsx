import { Group, Stack, Text } from '@mantine/core';
import type { ActivityInsights } from '@folio/contracts';
import { EmptyText, SectionCard } from './section-card';
import { useSiteTexts, useTexts } from '../../lib/texts';

/** Beyond SPEC: the other sites visitors came from (hosts only). */
export function ReferrersCard({ referrers }: { referrers: ActivityInsights['referrers'] }) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  return (
    <SectionCard title={t('referrers.title')} description={t('referrers.description')}>
      {referrers.length === 0 ? (
        <EmptyText>{t('referrers.empty')}</EmptyText>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {referrers.map(({ host, count }) => (
            <Group component="li" key={host} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate="end" title={host}>
                {host}
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {count.toLocaleString(language)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
