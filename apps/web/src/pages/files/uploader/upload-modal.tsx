import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-theme.css';
import type { Category } from '@folio/contracts';
import { Modal, useComputedColorScheme } from '@mantine/core';
import type { UploadResult } from '@uppy/core';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useEffectEvent, useState } from 'react';
import { trpcClient } from '../../../lib/trpc';
import { createUppy, type UploadBody, type UploadMeta } from './create-uppy';
import { registerUploadedFiles } from './register-uploaded-files';

type UploadModalProps = {
  opened: boolean;
  category: Category;
  onClose: () => void;
  /** Called after the files of an upload were registered, with how many succeeded. */
  onUploaded: (count: number) => void;
};

const DASHBOARD_HEIGHT = 550;

/**
 * SPEC §4 "Uploader modal": Uppy's Dashboard in a modal; the owner adds files and confirms, each file goes to
 * its own upload URL, then each successful one is registered with the active tab's category and the modal
 * closes. This module (and Uppy) is a separate chunk, loaded the first time the owner opens it.
 */
export default function UploadModal({ opened, category, onClose, onUploaded }: UploadModalProps) {
  // One instance for as long as the Files page shows; uploads in flight stop when the page goes away.
  const [uppy] = useState(() => createUppy({ startUpload: () => trpcClient.files.startUpload.mutate() }));
  const [registered] = useState(() => new Set<string>());
  const scheme = useComputedColorScheme('light');

  const finishUpload = useEffectEvent(async (result: UploadResult<UploadMeta, UploadBody>) => {
    // Retrying failed files completes again; never register the same file twice.
    const successful = (result.successful ?? []).filter((file) => !registered.has(file.id));
    successful.forEach((file) => registered.add(file.id));
    const count = await registerUploadedFiles(successful, category);
    if (count > 0) onUploaded(count);
    // Failed files stay in the Dashboard (with retry) instead of vanishing with the modal.
    if ((result.failed ?? []).length === 0) {
      uppy.clear();
      onClose();
    }
  });

  useEffect(() => {
    const handleComplete = (result: UploadResult<UploadMeta, UploadBody>) => void finishUpload(result);
    uppy.on('complete', handleComplete);
    return () => {
      uppy.off('complete', handleComplete);
      uppy.cancelAll();
    };
  }, [uppy]);

  return (
    <Modal opened={opened} onClose={onClose} title="Upload Files" size={782} padding="md">
      <Dashboard uppy={uppy} width="100%" height={DASHBOARD_HEIGHT} theme={scheme} proudlyDisplayPoweredByUppy={false} />
    </Modal>
  );
}
