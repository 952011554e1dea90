import { JSON_RESUME_PATH, type JsonResume, type JsonResumeImported, type SectionCount } from '@folio/contracts';
import { Alert, Button, Card, FileButton, Group, List, Text, Title } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-delete/confirm-dialog';
import { answerMessage } from '../../lib/answer-message';
import { showToast } from '../../lib/toast';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

type PickedDocument = { fileName: string; document: JsonResume };

/**
 * JSON Resume (jsonresume.org): export the profile, employment and credentials as one file, or import one.
 * An import replaces the employment history and credentials, so it asks first.
 */
export function JsonResumeCard() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const common = useTexts('common');
  const failed = toastTexts(t, 'resume.failed');
  const [picked, setPicked] = useState<PickedDocument | null>(null);
  // Cleared after each pick, so picking the same file again (after fixing it) is seen as a new pick.
  const resetPick = useRef<() => void>(null);
  const importResume = useAppMutation(trpc.credentials.importJsonResume.mutationOptions(), {
    toasts: {
      success: ({ employment, skills, education, certifications }) =>
        toastTexts(t, 'resume.done', { employment, skills, education, certifications }),
      // The server names every field of the file it refused; the card lists them all below.
      failure: (error) => {
        const count = error.data?.issues?.length ?? 0;
        const detail = count > 1 ? t('resume.problems', { count }) : answerMessage(error, common('error.unreachable'));
        return { ...failed, description: `${failed.description} ${detail}` };
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
      showToast({ ...failed, description: t('resume.notJson', { fileName: file.name }), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <Title order={2} size="h3" mb="xs">
        {t('resume.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('resume.description')}
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          href={JSON_RESUME_PATH}
          download="resume.json"
          variant="default"
          leftSection={<IconFileExport size={16} aria-hidden />}
        >
          {t('resume.export')}
        </Button>
        <FileButton resetRef={resetPick} onChange={(file) => void pick(file)} accept="application/json,.json">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              loading={importResume.isPending}
            >
              {t('resume.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      <ImportOutcome result={importResume.data} issues={importResume.error?.data?.issues} />
      <ConfirmDialog
        opened={picked !== null}
        title={t('resume.confirmTitle')}
        message={t('resume.confirmMessage', { fileName: picked?.fileName ?? t('resume.thisFile') })}
        confirmLabel={t('resume.confirm')}
        pending={importResume.isPending}
        onConfirm={() => picked && importResume.mutate(picked.document)}
        onCancel={() => setPicked(null)}
      />
    </Card>
  );
}

const listSections = (sections: SectionCount[]) =>
  sections.map(({ section, count }) => `${section} (${String(count)})`).join(', ');

/** What the last import did: per section what it took and what it left out, or every problem of a refused file. */
function ImportOutcome({
  result,
  issues,
}: {
  result: JsonResumeImported | undefined;
  issues: { path: string; message: string }[] | undefined;
}) {
  const t = useTexts('admin');
  if (issues?.length) {
    return (
      <Alert color="red" mt="md" title={t('resume.problemsTitle')} data-testid="json-resume-problems">
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
    <Alert color="green" mt="md" title={t('resume.importedTitle')} data-testid="json-resume-result">
      <Text size="sm">{t('resume.imported', { sections: listSections(result.imported) || t('resume.nothing') })}</Text>
      {result.skipped.length > 0 && (
        <Text size="sm">{t('resume.skipped', { sections: listSections(result.skipped) })}</Text>
      )}
    </Alert>
  );
}
