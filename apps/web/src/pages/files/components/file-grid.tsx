import type { FileRecord } from '@folio/contracts';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatFileSize } from '../../../lib/format';
import { CategoryBadge } from './category-badge';
import { DeleteIconButton, DownloadIconButton } from './file-actions';
import { FileThumbnail } from './file-thumbnail';
import classes from './files.module.css';

type FileGridProps = { files: FileRecord[]; onDelete: ((file: FileRecord) => void) | null };

/** SPEC §2 grid view: 2, 4 or 6 columns by width. */
export function FileGrid({ files, onDelete }: FileGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="md" verticalSpacing="md" data-testid="file-grid">
      {files.map((file) => (
        <Card key={file.id} padding="sm" className={classes.card} data-testid="file-card">
          <Card.Section>
            <FileThumbnail file={file} />
          </Card.Section>
          <Stack gap={6} mt="sm" style={{ flex: 1 }}>
            <Text fw={600} size="sm" lineClamp={1} title={file.name} className={classes.fileName}>
              {file.name}
            </Text>
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size)}
              </Text>
              <CategoryBadge category={file.category} />
            </Group>
          </Stack>
          <Group gap={6} mt="sm" justify="flex-end">
            <DownloadIconButton file={file} />
            {onDelete && <DeleteIconButton file={file} onDelete={onDelete} />}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
