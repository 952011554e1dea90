import type { FileRecord } from '@folio/contracts';
import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconFiles, IconPalette } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/texts';
import classes from './files.module.css';

/** docs/spec.md §2: Total Files, Business Files, Hobby Files (over all files, whatever the filter). */
export function FileStats({ files }: { files: FileRecord[] }) {
  const business = files.filter((file) => file.category === 'business').length;
  const t = useTexts('pages');
  // `id` names each in the tests (`stat-total-files`), whatever the language.
  const stats: { id: string; label: string; value: number; icon: ReactNode; color: string }[] = [
    {
      id: 'total-files',
      label: t('files.stats.total'),
      value: files.length,
      icon: <IconFiles size={22} stroke={1.75} />,
      color: 'brand',
    },
    {
      id: 'business-files',
      label: t('files.stats.business'),
      value: business,
      icon: <IconBriefcase size={22} stroke={1.75} />,
      color: 'blue',
    },
    {
      id: 'hobby-files',
      label: t('files.stats.hobby'),
      value: files.length - business,
      icon: <IconPalette size={22} stroke={1.75} />,
      color: 'grape',
    },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {stats.map((stat) => (
        <Paper key={stat.id} withBorder p={{ base: 'sm', sm: 'md' }} radius="lg" className={classes.stat}>
          <ThemeIcon size={44} radius="md" variant="light" color={stat.color} aria-hidden visibleFrom="sm">
            {stat.icon}
          </ThemeIcon>
          <div>
            <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" fw={500}>
              {stat.label}
            </Text>
            <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} data-testid={`stat-${stat.id}`}>
              {stat.value}
            </Text>
          </div>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
