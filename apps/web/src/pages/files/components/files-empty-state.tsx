import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderOpen, IconSearch, IconUpload } from '@tabler/icons-react';
import classes from './files.module.css';
import { useTexts } from '../../../lib/texts';

type FilesEmptyStateProps = { isSearching: boolean; onUpload: (() => void) | null };

/** docs/spec.md §2 "Empty": a search message, or the first-upload prompt (the button only for the owner). */
export function FilesEmptyState({ isSearching, onUpload }: FilesEmptyStateProps) {
  const t = useTexts('pages');
  return (
    <Stack align="center" gap="md" className={classes.emptyState}>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        {isSearching ? <IconSearch size={28} stroke={1.5} /> : <IconFolderOpen size={28} stroke={1.5} />}
      </ThemeIcon>
      <Text fw={500}>{isSearching ? t('files.empty.searching') : t('files.empty.none')}</Text>
      {!isSearching && onUpload && (
        <Button onClick={onUpload} leftSection={<IconUpload size={18} stroke={1.75} />}>
          {t('files.empty.upload')}
        </Button>
      )}
    </Stack>
  );
}
