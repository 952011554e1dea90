import type { FileRecord } from '@folio/contracts';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { CategoryBadge } from './category-badge';
import { DeleteIconButton, DownloadButton, EditIconButton } from './file-actions';
import { FileTypeIcon } from './file-thumbnail';
import classes from './files.module.css';
import { PrivateMark } from './private-mark';
import { useSiteTexts } from '../../../lib/texts';

type FileListProps = {
  files: FileRecord[];
  /** The owner's actions; null for visitors. */
  onDelete: ((file: FileRecord) => void) | null;
  onEdit: ((file: FileRecord) => void) | null;
};

/** docs/spec.md §2 list view: icon, name, size and upload date, category badge, Download and delete. */
export function FileList({ files, onDelete, onEdit }: FileListProps) {
  const { language } = useSiteTexts();
  return (
    <Paper withBorder radius="lg" component="ul" className={classes.list} data-testid="file-list">
      {files.map((file) => (
        <li key={file.id} className={classes.row} data-testid="file-row">
          <ThemeIcon variant="light" size={40} radius="md" color="gray" aria-hidden>
            <FileTypeIcon mimeType={file.mimeType} size={22} />
          </ThemeIcon>
          <div className={classes.rowMain}>
            <Group gap={6} wrap="nowrap">
              <PrivateMark file={file} />
              <Text fw={600} size="sm" truncate="end" title={file.name} className={classes.fileName}>
                {file.name}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size, language)} · {formatDateTime(file.uploadedAt, language)}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap" className={classes.rowActions}>
            <CategoryBadge category={file.category} />
            <DownloadButton file={file} />
            {onEdit && <EditIconButton file={file} onEdit={onEdit} />}
            {onDelete && <DeleteIconButton file={file} onDelete={onDelete} />}
          </Group>
        </li>
      ))}
    </Paper>
  );
}
