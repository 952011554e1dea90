import type { FileRecord } from '@folio/contracts';
import { ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { useTexts } from '../../../lib/texts';

/** The lock the owner sees on a private file; visitors are never sent private files. */
export function PrivateMark({ file }: { file: FileRecord }) {
  const t = useTexts('pages');
  if (file.visibility !== 'private') return null;
  return (
    <HoverTooltip label={t('files.privateHint')}>
      <ThemeIcon
        variant="light"
        color="yellow"
        size="sm"
        radius="xl"
        role="img"
        aria-label={t('files.private')}
        data-testid="private-mark"
      >
        <IconLock size={12} stroke={2} aria-hidden />
      </ThemeIcon>
    </HoverTooltip>
  );
}
