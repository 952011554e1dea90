import type { FileRecord } from '@folio/contracts';
import type { ReactNode } from 'react';
import { ConfirmDeleteList } from '../../../components/confirm-delete/confirm-delete-list';
import { useTexts } from '../../../lib/texts';
import { toastTexts } from '../../../lib/toast-texts';
import { useTRPC } from '../../../lib/trpc';

/**
 * The owner's 'Delete File' confirmation around the file list, in the site's language. Owner-only: its texts are
 * the uploader's catalogue, which a visitor's Files page never loads.
 */
export function FileDeletion({ children }: { children: (requestDelete: (file: FileRecord) => void) => ReactNode }) {
  const trpc = useTRPC();
  const t = useTexts('uploader');
  return (
    <ConfirmDeleteList
      deleteOptions={trpc.files.deleteFile.mutationOptions()}
      toasts={{ success: toastTexts(t, 'deleted'), failure: toastTexts(t, 'deleteFailed') }}
      refresh={[trpc.files.listFiles.queryKey()]}
      title={t('deleteTitle')}
      message={t('deleteMessage')}
    >
      {children}
    </ConfirmDeleteList>
  );
}
