import { Group, Table, Text } from '@mantine/core';
import type { ActivityInsights } from '@folio/contracts';
import { EmptyText, SectionCard } from './section-card';

/**
 * Flags as pictures (country-flag-icons' SVGs), not emoji: Windows has no flag emoji and shows two letters.
 * The glob gives each flag's URL; the files are emitted beside the app and fetched only for the countries
 * shown, never inlined into the code.
 */
const FLAG_URLS = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', { eager: true, query: '?url&no-inline', import: 'default' });
const flagUrl = (code: string) => FLAG_URLS[`/node_modules/country-flag-icons/3x2/${code.toUpperCase()}.svg`];

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : null;

function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Beyond SPEC: where visitors are, from the country of their address (nothing else of it is kept). */
export function CountriesCard({ countries }: { countries: ActivityInsights['countries'] }) {
  return (
    <SectionCard title="Countries" description="Where visitors are, from their address at the time of the visit">
      {countries.length === 0 ? (
        <EmptyText>No countries yet</EmptyText>
      ) : (
        <Table.ScrollContainer minWidth={280} mah={360}>
          <Table striped highlightOnHover verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Country</Table.Th>
                <Table.Th ta="right">Visitors</Table.Th>
                <Table.Th ta="right">Views</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {countries.map(({ country, visitors, views }) => (
                <Table.Tr key={country}>
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      {flagUrl(country) ? (
                        <img src={flagUrl(country)} alt="" width={21} height={14} loading="lazy" style={{ borderRadius: 2, flexShrink: 0 }} />
                      ) : null}
                      <Text span size="sm">
                        {countryName(country)}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{visitors.toLocaleString()}</Table.Td>
                  <Table.Td ta="right">{views.toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
