import { Button, Center, Group, Loader, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUpload } from '@tabler/icons-react';
import type { FileRecord, MessageKey } from '@folio/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { lazyModule } from '../../lib/lazy-module';
import { useTRPC } from '../../lib/trpc';
import { useAuth } from '../../lib/use-auth';
import { useTexts } from '../../lib/texts';
import { useLoadedComponent } from '../../lib/use-loaded-component';
import { FileGrid } from './components/file-grid';
import { FileDeletion } from './components/file-deletion';
import { FileList } from './components/file-list';
import { FileStats } from './components/file-stats';
import { FilesEmptyState } from './components/files-empty-state';
import { ViewModeToggle, type ViewMode } from './components/view-mode-toggle';
import { categoryForNewFiles, filterFiles, type CategoryFilter } from './filter-files';

// The owner's tools load when used: the edit dialog (with its form validation) when a file is to be edited,
// Uppy when the uploader opens.
const loadEditFileDialog = lazyModule(() =>
  import('./components/edit-file-dialog').then((module) => ({ default: module.EditFileDialog })),
);
const loadUploadModal = lazyModule(() => import('./uploader/upload-modal'));

const TABS: { value: CategoryFilter; label: MessageKey<'pages'> }[] = [
  { value: 'all', label: 'files.tab.all' },
  { value: 'business', label: 'files.tab.business' },
  { value: 'hobby', label: 'files.tab.hobby' },
];

/**
 * docs/spec.md §2 "Files (/files)": public and read-only for visitors; upload, edit and delete for the owner, who also
 * sees private files, marked with a lock.
 */
export default function FilesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { isAuthenticated: canManage } = useAuth();
  const t = useTexts('pages');
  const { data: files = [], isPending } = useQuery(trpc.files.listFiles.queryOptions());

  const [search, setSearch] = useState('');
  // The page's code comes after its first paint (src/boot.ts): what a visitor typed into the search meanwhile is
  // in the field (it is uncontrolled, so it stays there), and is taken as the search once the page works.
  const searchField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = searchField.current?.value ?? '';
    if (typed) setSearch(typed);
  }, []);
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [viewMode, setViewMode] = useState<ViewMode>('grid');
  const [uploaderOpened, setUploaderOpened] = useState(false);
  const [uploaderRequested, setUploaderRequested] = useState(false);
  const [fileToEdit, setFileToEdit] = useState<FileRecord | null>(null);
  const editFile = canManage ? setFileToEdit : null;
  const EditFileDialog = useLoadedComponent(loadEditFileDialog, canManage && fileToEdit !== null);
  // Once asked for, the uploader stays mounted, so closing it plays its exit transition.
  const UploadModal = useLoadedComponent(loadUploadModal, canManage && uploaderRequested);

  const refreshFiles = () => queryClient.invalidateQueries({ queryKey: trpc.files.listFiles.queryKey() });

  const openUploader = () => {
    setUploaderRequested(true);
    setUploaderOpened(true);
  };
  const shown = filterFiles(files, search, filter);
  const isSearching = search.trim() !== '';

  /** The tabs' panels; `requestDelete` is the owner's (null for visitors, who see no delete button). */
  const listFor = (requestDelete: ((file: FileRecord) => void) | null) =>
    TABS.map((tab) => (
      <Tabs.Panel key={tab.value} value={tab.value}>
        {isPending ? (
          <Center py={64}>
            <Group gap="sm">
              <Loader size="sm" />
              <Text c="dimmed">{t('files.loading')}</Text>
            </Group>
          </Center>
        ) : shown.length === 0 ? (
          <FilesEmptyState isSearching={isSearching} onUpload={canManage ? openUploader : null} />
        ) : viewMode === 'grid' ? (
          <FileGrid files={shown} onDelete={requestDelete} onEdit={editFile} />
        ) : (
          <FileList files={shown} onDelete={requestDelete} onEdit={editFile} />
        )}
      </Tabs.Panel>
    ));

  return (
    <PageContainer>
      <Group justify="space-between" align="flex-end" gap="md" mb="xl">
        <Stack gap={6}>
          <Title order={1}>{t('files.heading')}</Title>
          <Text c="dimmed" size="lg">
            {t('files.intro')}
          </Text>
        </Stack>
        {canManage && (
          <Button size="md" onClick={openUploader} leftSection={<IconUpload size={18} stroke={1.75} />}>
            {t('files.upload')}
          </Button>
        )}
      </Group>

      <FileStats files={files} />

      <Tabs
        value={filter}
        onChange={(value) => setFilter((value as CategoryFilter | null) ?? 'all')}
        mt="xl"
        keepMounted={false}
      >
        <Group justify="space-between" gap="md" mb="lg" wrap="wrap">
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {t(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 320px' }} justify="flex-end">
            <TextInput
              placeholder={t('files.searchPlaceholder')}
              aria-label={t('files.search')}
              type="search"
              leftSection={<IconSearch size={16} stroke={1.75} />}
              ref={searchField}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1, maxWidth: 360 }}
            />
            <ViewModeToggle value={viewMode} onChange={setViewMode} />
          </Group>
        </Group>

        {canManage ? <FileDeletion>{listFor}</FileDeletion> : listFor(null)}
      </Tabs>

      {canManage && fileToEdit && EditFileDialog && (
        // eslint-disable-next-line react-hooks/static-components -- loaded once, then the same component on every render
        <EditFileDialog file={fileToEdit} onClose={() => setFileToEdit(null)} />
      )}

      {canManage && UploadModal && (
        // eslint-disable-next-line react-hooks/static-components -- loaded once, then the same component on every render
        <UploadModal
          opened={uploaderOpened}
          category={categoryForNewFiles(filter)}
          onClose={() => setUploaderOpened(false)}
          onUploaded={() => void refreshFiles()}
        />
      )}
    </PageContainer>
  );
}
