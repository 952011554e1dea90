import type { FileRecord } from '@folio/contracts';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatFileSize } from '../../../lib/format';
import { CategoryBadge } from './category-badge';
import { DeleteIconButton, DownloadIconButton, EditIconButton } from './file-actions';
import { FileThumbnail } from './file-thumbnail';
import classes from './files.module.css';
import { PrivateMark } from './private-mark';
import { useSiteTexts } from '../../../lib/texts';

type FileGridProps = {
  files: FileRecord[];
  /** The owner's actions; null for visitors. */
  onDelete: ((file: FileRecord) => void) | null;
  onEdit: ((file: FileRecord) => void) | null;
};

/** docs/spec.md §2 grid view: 2, 4 or 6 columns by width. */
export function FileGrid({ files, onDelete, onEdit }: FileGridProps) {
  const { language } = useSiteTexts();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="md" verticalSpacing="md" data-testid="file-grid">
      {files.map((file) => (
        <Card key={file.id} padding="sm" className={classes.card} data-testid="file-card">
          <Card.Section>
            <FileThumbnail file={file} />
          </Card.Section>
          <Stack gap={6} mt="sm" style={{ flex: 1 }}>
            <Group gap={6} wrap="nowrap">
              <PrivateMark file={file} />
              <Text fw={600} size="sm" lineClamp={1} title={file.name} className={classes.fileName}>
                {file.name}
              </Text>
            </Group>
            <Group justify="space-between" gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size, language)}
              </Text>
              <CategoryBadge category={file.category} />
            </Group>
          </Stack>
          <Group gap={6} mt="sm" justify="flex-end">
            <DownloadIconButton file={file} />
            {onEdit && <EditIconButton file={file} onEdit={onEdit} />}
            {onDelete && <DeleteIconButton file={file} onDelete={onDelete} />}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
