import type { Employment } from '@folio/contracts';
import { Badge, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { formatEmploymentPeriod } from '../../components/employment-period';
import { MarkdownHtml } from '../../components/markdown/markdown-html';
import { useTexts } from '../../lib/texts';

/**
 * docs/spec.md §2 Credentials "Employment History": the entries the owner keeps in the admin panel. Rendered only once
 * the page is known to be visible (the owner, or a public page), so the query runs for no one else; an empty
 * history is left out for visitors.
 */
export function EmploymentHistoryCard({ isOwner }: { isOwner: boolean }) {
  const t = useTexts('pages');
  const trpc = useTRPC();
  const { data: entries, isPending } = useQuery(trpc.employment.listEmployment.queryOptions());
  if (!isOwner && !isPending && !entries?.length) return null;

  return (
    <Card component="section" aria-label={t('employment.heading')}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconBriefcase size={20} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('employment.heading')}
        </Title>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader aria-label={t('employment.loading')} role="status" />
        </Center>
      ) : !entries?.length ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('employment.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={entries.length}>
          {entries.map((entry) => (
            <Timeline.Item key={entry.id}>
              <EmploymentEntry entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}

function EmploymentEntry({ entry }: { entry: Employment }) {
  const t = useTexts('pages');
  return (
    <Stack gap={4} data-testid="credentials-employment">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.position}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.company}
            {entry.industry && (
              <Text span c="dimmed" inherit>
                {' · '}
                {entry.industry}
              </Text>
            )}
          </Text>
        </div>
        <Badge variant="light" color="gray" tt="none" radius="sm">
          {formatEmploymentPeriod(entry, t('employment.present'))}
        </Badge>
      </Group>
      {entry.location && (
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{entry.location}</Text>
        </Group>
      )}
      {entry.descriptionHtml && (
        <Text component="div" size="sm" mt={4}>
          {/* The description is Markdown, rendered and sanitised by the server. */}
          <MarkdownHtml html={entry.descriptionHtml} />
        </Text>
      )}
    </Stack>
  );
}
