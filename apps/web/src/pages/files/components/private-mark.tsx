import type { FileRecord } from '@folio/contracts';
import { ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { HoverTooltip } from '../../../components/hover-tooltip';

/** The lock the owner sees on a private file; visitors are never sent private files. */
export function PrivateMark({ file }: { file: FileRecord }) {
  if (file.visibility !== 'private') return null;
  return (
    <HoverTooltip label="Private: only you can see this file">
      <ThemeIcon variant="light" color="yellow" size="sm" radius="xl" role="img" aria-label="Private" data-testid="private-mark">
        <IconLock size={12} stroke={2} aria-hidden />
      </ThemeIcon>
    </HoverTooltip>
  );
}
