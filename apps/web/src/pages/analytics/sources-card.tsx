import { Table, Text } from '@mantine/core';
import type { ActivityInsights } from '@folio/contracts';
import { EmptyText, SectionCard } from './section-card';
import { useSiteTexts, useTexts } from '../../lib/texts';

const cell = (value: string | null) =>
  value ?? (
    <Text span c="dimmed">
      —
    </Text>
  );

/** Beyond SPEC: the campaigns visitors landed from (utm_source, utm_medium, utm_campaign of the first page). */
export function SourcesCard({ sources }: { sources: ActivityInsights['sources'] }) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  return (
    <SectionCard title={t('sources.title')} description={t('sources.description')}>
      {sources.length === 0 ? (
        <EmptyText>{t('sources.empty')}</EmptyText>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sources.source')}</Table.Th>
                <Table.Th>{t('sources.medium')}</Table.Th>
                <Table.Th>{t('sources.campaign')}</Table.Th>
                <Table.Th ta="right">{t('sources.visitors')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sources.map(({ source, medium, campaign, visitors }) => (
                <Table.Tr key={JSON.stringify([source, medium, campaign])}>
                  <Table.Td>{cell(source)}</Table.Td>
                  <Table.Td>{cell(medium)}</Table.Td>
                  <Table.Td>{cell(campaign)}</Table.Td>
                  <Table.Td ta="right">{visitors.toLocaleString(language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
