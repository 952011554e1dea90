import type { FileRecord } from '@folio/contracts';
import { ActionIcon, Button } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { useTexts } from '../../../lib/texts';

type FileActionProps = { file: FileRecord };

/** docs/spec.md §2: download opens the file's objectPath in a new tab. */
export function DownloadIconButton({ file }: FileActionProps) {
  const t = useTexts('pages');
  return (
    <HoverTooltip label={t('files.download')}>
      <ActionIcon
        component="a"
        href={file.objectPath}
        data-download-name={file.name}
        target="_blank"
        rel="noopener"
        variant="default"
        size="lg"
        aria-label={t('files.downloadLabel', { name: file.name })}
      >
        <IconDownload size={18} stroke={1.75} />
      </ActionIcon>
    </HoverTooltip>
  );
}

export function DownloadButton({ file }: FileActionProps) {
  const t = useTexts('pages');
  return (
    <Button
      component="a"
      href={file.objectPath}
      data-download-name={file.name}
      target="_blank"
      rel="noopener"
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} stroke={1.75} />}
      aria-label={t('files.downloadLabel', { name: file.name })}
    >
      {t('files.download')}
    </Button>
  );
}

export function DeleteIconButton({ file, onDelete }: FileActionProps & { onDelete: (file: FileRecord) => void }) {
  const t = useTexts('pages');
  return (
    <HoverTooltip label={t('files.delete')}>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        onClick={() => onDelete(file)}
        aria-label={t('files.deleteLabel', { name: file.name })}
      >
        <IconTrash size={18} stroke={1.75} />
      </ActionIcon>
    </HoverTooltip>
  );
}

/** The owner's edit button on a file: opens 'Edit File'. */
export function EditIconButton({ file, onEdit }: FileActionProps & { onEdit: (file: FileRecord) => void }) {
  const t = useTexts('pages');
  return (
    <HoverTooltip label={t('files.edit')}>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={() => onEdit(file)}
        aria-label={t('files.editLabel', { name: file.name })}
      >
        <IconPencil size={18} stroke={1.75} />
      </ActionIcon>
    </HoverTooltip>
  );
}
