import { Table, Text } from '@mantine/core';
import type { ActivityInsights } from '@folio/contracts';
import { EmptyText, SectionCard } from './section-card';

const cell = (value: string | null) => value ?? <Text span c="dimmed">—</Text>;

/** Beyond SPEC: the campaigns visitors landed from (utm_source, utm_medium, utm_campaign of the first page). */
export function SourcesCard({ sources }: { sources: ActivityInsights['sources'] }) {
  return (
    <SectionCard title="Sources" description="Campaigns visitors arrived from (UTM tags)">
      {sources.length === 0 ? (
        <EmptyText>No tagged visits yet</EmptyText>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Source</Table.Th>
                <Table.Th>Medium</Table.Th>
                <Table.Th>Campaign</Table.Th>
                <Table.Th ta="right">Visitors</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sources.map(({ source, medium, campaign, visitors }) => (
                <Table.Tr key={JSON.stringify([source, medium, campaign])}>
                  <Table.Td>{cell(source)}</Table.Td>
                  <Table.Td>{cell(medium)}</Table.Td>
                  <Table.Td>{cell(campaign)}</Table.Td>
                  <Table.Td ta="right">{visitors.toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
