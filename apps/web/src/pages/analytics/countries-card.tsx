import { Group, Table, Text } from '@mantine/core';
import type { ActivityInsights } from '@folio/contracts';
import { EmptyText, SectionCard } from './section-card';
import { useSiteTexts, useTexts } from '../../lib/texts';

/**
 * Flags as pictures (country-flag-icons' SVGs), not emoji: Windows has no flag emoji and shows two letters.
 * The glob gives each flag's URL; the files are emitted beside the app and fetched only for the countries
 * shown, never inlined into the code.
 */
const FLAG_URLS = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});
const flagUrl = (code: string) => FLAG_URLS[`/node_modules/country-flag-icons/3x2/${code.toUpperCase()}.svg`];

/** A country's name in the site's language (Intl), its code where the browser has none. */
function countryName(code: string, language: string): string {
  try {
    return typeof Intl.DisplayNames === 'function'
      ? (new Intl.DisplayNames(language, { type: 'region' }).of(code) ?? code)
      : code;
  } catch {
    return code;
  }
}

/** Beyond SPEC: where visitors are, from the country of their address (nothing else of it is kept). */
export function CountriesCard({ countries }: { countries: ActivityInsights['countries'] }) {
  const t = useTexts('analytics');
  const { language } = useSiteTexts();
  return (
    <SectionCard title={t('countries.title')} description={t('countries.description')}>
      {countries.length === 0 ? (
        <EmptyText>{t('countries.empty')}</EmptyText>
      ) : (
        <Table.ScrollContainer minWidth={280} mah={360}>
          <Table striped highlightOnHover verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('countries.country')}</Table.Th>
                <Table.Th ta="right">{t('countries.visitors')}</Table.Th>
                <Table.Th ta="right">{t('countries.views')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {countries.map(({ country, visitors, views }) => (
                <Table.Tr key={country}>
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      {flagUrl(country) ? (
                        <img
                          src={flagUrl(country)}
                          alt=""
                          width={21}
                          height={14}
                          loading="lazy"
                          style={{ borderRadius: 2, flexShrink: 0 }}
                        />
                      ) : null}
                      <Text span size="sm">
                        {countryName(country, language)}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{visitors.toLocaleString(language)}</Table.Td>
                  <Table.Td ta="right">{views.toLocaleString(language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
