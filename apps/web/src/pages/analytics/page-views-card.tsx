import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ActivityStats } from '@folio/contracts';
import { pageLabel } from './page-label';
import { EmptyText, SectionCard } from './section-card';
import { useSiteTexts, useTexts } from '../../lib/texts';

/** docs/spec.md §2 'Page Views by URL': pages ranked #1, #2 …, each with a bar proportional to the most viewed. */
export function PageViewsCard({ pageViews }: { pageViews: ActivityStats['pageViews'] }) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  const top = pageViews[0]?.count ?? 0;
  return (
    <SectionCard title={t('pageViews.title')}>
      {pageViews.length === 0 ? (
        <EmptyText>{t('pageViews.empty')}</EmptyText>
      ) : (
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {pageViews.map(({ page, count }, index) => (
            <li key={page}>
              <Group justify="space-between" wrap="nowrap" gap="sm" mb={6}>
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Text size="sm" c="dimmed" fw={600} w={32} style={{ flexShrink: 0 }}>
                    #{index + 1}
                  </Text>
                  <Text size="sm" fw={500} truncate="end" title={page}>
                    {pageLabel(page, t('home'))}
                  </Text>
                </Group>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {count.toLocaleString(language)}
                </Text>
              </Group>
              <Progress
                value={top > 0 ? (count / top) * 100 : 0}
                size="sm"
                radius="xl"
                aria-label={t('pageViews.bar', {
                  page: pageLabel(page, t('home')),
                  n: count,
                  count: count.toLocaleString(language),
                })}
              />
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
