import { JSON_RESUME_PATH, resumeImportedToast, toasts, type JsonResume, type JsonResumeImported, type SectionCount } from '@folio/contracts';
import { Alert, Button, Card, FileButton, Group, List, Text, Title } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-delete/confirm-dialog';
import { showToast } from '../../lib/toast';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';

type PickedDocument = { fileName: string; document: JsonResume };

/**
 * JSON Resume (jsonresume.org): export the profile, employment and credentials as one file, or import one.
 * An import replaces the employment history and credentials, so it asks first.
 */
export function JsonResumeCard() {
  const trpc = useTRPC();
  const [picked, setPicked] = useState<PickedDocument | null>(null);
  // Cleared after each pick, so picking the same file again (after fixing it) is seen as a new pick.
  const resetPick = useRef<() => void>(null);
  const importResume = useAppMutation(trpc.credentials.importJsonResume.mutationOptions(), {
    toasts: {
      success: resumeImportedToast,
      // The server names every field of the file it refused; the card lists them all below.
      failure: (error) => {
        const count = error.data?.issues?.length ?? 0;
        const detail = count > 1 ? `${String(count)} problems, listed under JSON Resume.` : error.message;
        return { ...toasts.resumeImportFailed, description: `${toasts.resumeImportFailed.description} ${detail}` };
      },
    },
    refresh: [
      trpc.credentials.pathKey(),
      trpc.employment.listEmployment.queryKey(),
      trpc.profile.getProfile.queryKey(),
      trpc.projects.listProjects.queryKey(),
    ],
    onSettled: () => setPicked(null),
  });

  const pick = async (file: File | null) => {
    if (!file) return;
    resetPick.current?.();
    try {
      setPicked({ fileName: file.name, document: JSON.parse(await file.text()) as JsonResume });
    } catch {
      showToast({ ...toasts.resumeImportFailed, description: `${file.name} is not a JSON file.`, variant: 'destructive' });
    }
  };

  return (
    <Card>
      <Title order={2} size="h3" mb="xs">
        JSON Resume
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Export your profile, employment history, skills, education and certifications as a JSON Resume file, or import
        one: it replaces your employment history and credentials, fills in your profile and adds or updates (by title)
        its projects.
      </Text>
      <Group gap="sm">
        <Button component="a" href={JSON_RESUME_PATH} download="resume.json" variant="default" leftSection={<IconFileExport size={16} aria-hidden />}>
          Export JSON Resume
        </Button>
        <FileButton resetRef={resetPick} onChange={(file) => void pick(file)} accept="application/json,.json">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />} loading={importResume.isPending}>
              Import JSON Resume
            </Button>
          )}
        </FileButton>
      </Group>
      <ImportOutcome result={importResume.data} issues={importResume.error?.data?.issues} />
      <ConfirmDialog
        opened={picked !== null}
        title="Import JSON Resume"
        message={`Importing ${picked?.fileName ?? 'this file'} replaces your employment history, skills, certifications and education, and fills in your profile. This cannot be undone.`}
        confirmLabel="Import"
        pending={importResume.isPending}
        onConfirm={() => picked && importResume.mutate(picked.document)}
        onCancel={() => setPicked(null)}
      />
    </Card>
  );
}

const listSections = (sections: SectionCount[]) => sections.map(({ section, count }) => `${section} (${String(count)})`).join(', ');

/** What the last import did: per section what it took and what it left out, or every problem of a refused file. */
function ImportOutcome({ result, issues }: { result: JsonResumeImported | undefined; issues: { path: string; message: string }[] | undefined }) {
  if (issues?.length) {
    return (
      <Alert color="red" mt="md" title="The file was not imported" data-testid="json-resume-problems">
        <List size="sm">
          {issues.map((issue) => (
            <List.Item key={`${issue.path}:${issue.message}`}>
              {issue.path}: {issue.message}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  if (!result) return null;
  return (
    <Alert color="green" mt="md" title="Imported" data-testid="json-resume-result">
      <Text size="sm">Imported: {listSections(result.imported) || 'nothing'}.</Text>
      {result.skipped.length > 0 && <Text size="sm">Not imported (Folio does not keep these): {listSections(result.skipped)}.</Text>}
    </Alert>
  );
}
