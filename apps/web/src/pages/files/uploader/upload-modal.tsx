import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-theme.css';
import type { Category, FileVisibility } from '@folio/contracts';
import { Group, Modal, Stack, Text, useComputedColorScheme } from '@mantine/core';
import type { UploadResult } from '@uppy/core';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useEffectEvent, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { trpcClient } from '../../../lib/trpc';
import { useCategoryOptions } from '../../../components/category';
import { LabelledSegmentedControl } from '../components/labelled-segmented-control';
import { VISIBILITY_OPTIONS } from '../visibility-options';
import { loadUppyLocale } from './uppy-locale';
import { createUppy, type UploadBody, type UploadMeta } from './create-uppy';
import { registerUploadedFiles } from './register-uploaded-files';
import { useSiteTexts, useTexts } from '../../../lib/texts';
import { toastTexts } from '../../../lib/toast-texts';

type UploadModalProps = {
  opened: boolean;
  /** docs/spec.md §4 "New-file category": what the category control starts at each time the modal opens. */
  category: Category;
  onClose: () => void;
  /** Called after the files of an upload were registered (and their toast shown), with how many succeeded. */
  onUploaded: (count: number) => void;
};

const DASHBOARD_HEIGHT = 550;

/**
 * docs/spec.md §4 "Uploader modal": Uppy's Dashboard in a modal; the owner picks the category and
 * whether the files are private, adds files and confirms; each file goes to its own upload
 * URL, then each successful one is registered and the modal closes. A registration that fails is named in an
 * error toast. Closing the modal forgets finished files, so the same file can be uploaded again.
 * This module (and Uppy) is a separate chunk, loaded the first time the owner opens it.
 */
export default function UploadModal({ opened, category: initialCategory, onClose, onUploaded }: UploadModalProps) {
  // One instance for as long as the Files page shows; uploads in flight stop when the page goes away.
  const [uppy] = useState(() => createUppy({ startUpload: () => trpcClient.files.startUpload.mutate() }));
  // Keyed by object key, which is fresh for every upload: retrying failed files completes again, and a file must
  // never be registered twice, but the same file uploaded again later is a new upload.
  const [registered] = useState(() => new Set<string>());
  const [category, setCategory] = useState<Category>(initialCategory);
  const [visibility, setVisibility] = useState<FileVisibility>('public');
  const scheme = useComputedColorScheme('light');
  const t = useTexts('uploader');
  const categoryOptions = useCategoryOptions();
  const { language } = useSiteTexts();
  // Uppy's Dashboard in the site's language: its locale pack loads with the uploader and is applied when here.
  useEffect(() => {
    void loadUppyLocale(language).then((locale) => locale && uppy.setOptions({ locale }));
  }, [uppy, language]);

  // Each opening starts from the active tab's category, public (adjusted while rendering, as React advises).
  const [shownOpened, setShownOpened] = useState(opened);
  if (opened !== shownOpened) {
    setShownOpened(opened);
    if (opened) {
      setCategory(initialCategory);
      setVisibility('public');
    }
  }

  /** Forgets every file unless an upload is still running (it then finishes, and registers, in the background). */
  const forgetFiles = () => {
    if (Object.keys(uppy.getState().currentUploads).length === 0) uppy.clear();
  };
  const close = () => {
    forgetFiles();
    onClose();
  };

  const finishUpload = useEffectEvent(async (result: UploadResult<UploadMeta, UploadBody>) => {
    const successful = (result.successful ?? []).filter((file) => {
      const key = file.meta.objectKey;
      return key !== undefined && !registered.has(key);
    });
    successful.forEach((file) => registered.add(file.meta.objectKey ?? ''));
    const outcome = await registerUploadedFiles(successful, { category, visibility });
    if (outcome.registered > 0) {
      showToast(toastTexts(t, 'complete', { count: outcome.registered }));
      onUploaded(outcome.registered);
    }
    if (outcome.failedNames.length > 0) {
      showToast({
        ...toastTexts(t, 'registerFailed', { names: outcome.failedNames.join(', ') }),
        variant: 'destructive',
      });
    }
    // Failed uploads stay in the Dashboard (with retry) instead of vanishing with the modal.
    if ((result.failed ?? []).length === 0) close();
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
    <Modal opened={opened} onClose={close} title={t('title')} size={782} padding="md">
      <Stack gap="md">
        <Group gap="xl" wrap="wrap">
          <LabelledSegmentedControl
            label={t('category')}
            data={categoryOptions}
            value={category}
            onChange={(value) => setCategory(value as Category)}
          />
          <LabelledSegmentedControl
            label={t('visibility')}
            data={VISIBILITY_OPTIONS.map(({ value }) => ({ value, label: t(value) }))}
            value={visibility}
            onChange={(value) => setVisibility(value as FileVisibility)}
          />
          <Text size="sm" c="dimmed" maw={260}>
            {visibility === 'private' ? t('privateHint') : t('publicHint')}
          </Text>
        </Group>
        <Dashboard
          uppy={uppy}
          width="100%"
          height={DASHBOARD_HEIGHT}
          theme={scheme}
          proudlyDisplayPoweredByUppy={false}
        />
      </Stack>
    </Modal>
  );
}
