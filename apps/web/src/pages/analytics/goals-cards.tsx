import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ActivityEventAction, ActivityInsights } from '@folio/contracts';
import { ChangeBadge } from './change-badge';
import { EmptyText, SectionCard } from './section-card';
import { useSiteTexts, useTexts } from '../../lib/texts';

type Events = ActivityInsights['events'];

const countOf = (events: Events | undefined, action: ActivityEventAction) =>
  (events ?? []).filter((event) => event.action === action).reduce((sum, event) => sum + event.count, 0);

function TargetList({ events, empty }: { events: Events; empty: string }) {
  const { language } = useSiteTexts();
  if (events.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {events.map(({ target, count }) => (
        <Group component="li" key={target ?? ''} justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" truncate="end" title={target ?? ''}>
            {target}
          </Text>
          <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
            {count.toLocaleString(language)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Total({
  action,
  events,
  previous,
}: {
  action: ActivityEventAction;
  events: Events;
  previous: Events | undefined;
}) {
  const { language } = useSiteTexts();
  const total = countOf(events, action);
  return (
    <Group gap="xs" mb="sm">
      <Text fz={24} fw={700} lh={1.2}>
        {total.toLocaleString(language)}
      </Text>
      <ChangeBadge current={total} previous={previous ? countOf(previous, action) : undefined} />
    </Group>
  );
}

/** Beyond SPEC: the goals visitors reached, counted apart from page views. */
export function GoalsCards({ events, previous }: { events: Events; previous?: Events }) {
  const t = useTexts('analytics');
  const of = (action: ActivityEventAction) => events.filter((event) => event.action === action);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <SectionCard title={t('goals.outbound')} description={t('goals.outboundDescription')}>
        <Total action="outbound" events={events} previous={previous} />
        <TargetList events={of('outbound')} empty={t('goals.outboundEmpty')} />
      </SectionCard>
      <SectionCard title={t('goals.downloads')} description={t('goals.downloadsDescription')}>
        <Total action="download" events={events} previous={previous} />
        <TargetList events={of('download')} empty={t('goals.downloadsEmpty')} />
      </SectionCard>
      <SectionCard title={t('goals.messages')} description={t('goals.messagesDescription')}>
        <Total action="contact" events={events} previous={previous} />
      </SectionCard>
    </SimpleGrid>
  );
}
