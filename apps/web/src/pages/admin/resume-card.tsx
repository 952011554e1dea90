import {
  DEFAULT_RESUME_SETTINGS,
  RESUME_DOCX_PATH,
  RESUME_PAPERS,
  RESUME_PDF_PATH,
  RESUME_PREVIEW_PATH,
  RESUME_SECTIONS,
  RESUME_TEMPLATES,
  type ResumeSection,
  type ResumeSettings,
} from '@folio/contracts';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useServerForm } from '../../lib/use-server-form';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { OrderButtons } from './order-buttons';
import { SectionLoader } from './section-loader';

/** The preview is drawn again this long after the owner's last change, not at every click. */
const PREVIEW_DELAY_MS = 300;

/** Every section, the chosen ones first in their order, then the others in their usual order. */
function sectionRows(chosen: readonly ResumeSection[]) {
  return [...chosen, ...RESUME_SECTIONS.filter((section) => !chosen.includes(section))];
}

function previewUrl(settings: ResumeSettings): string {
  const query = new URLSearchParams({
    template: settings.template,
    paper: settings.paper,
    sections: settings.sections.join(','),
    photo: String(settings.photo),
  });
  return `${RESUME_PREVIEW_PATH}?${query.toString()}`;
}

/** Admin → Credentials: which résumé visitors download, and how a generated one looks, with its live preview. */
export function ResumeCard() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const settings = useQuery(trpc.resume.getResumeSettings.queryOptions());
  if (settings.isPending) return <SectionLoader label={t('generated.heading')} />;
  return <ResumeForm stored={settings.data ?? DEFAULT_RESUME_SETTINGS} />;
}

function ResumeForm({ stored }: { stored: ResumeSettings }) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const form = useServerForm<ResumeSettings>(stored);
  useUnsavedChangesGuard(form);
  const draft = form.getValues();
  const change = (patch: Partial<ResumeSettings>) => form.setValues(patch);
  const [previewed] = useDebouncedValue(previewUrl(draft), PREVIEW_DELAY_MS);
  const generated = draft.source === 'generated';

  const save = useAppMutation(trpc.resume.updateResumeSettings.mutationOptions(), {
    toasts: { success: toastTexts(t, 'generated.saved'), failure: toastTexts(t, 'generated.failed') },
    refresh: [trpc.resume.pathKey()],
    onSuccess: (_saved, values) => form.resetDirty(values),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  const rows = sectionRows(draft.sections);
  const toggle = (section: ResumeSection, on: boolean) =>
    change({
      sections: on
        ? rows.filter((row) => row === section || draft.sections.includes(row))
        : draft.sections.filter((row) => row !== section),
    });
  const move = (section: ResumeSection, offset: -1 | 1) => {
    const sections = [...draft.sections];
    const from = sections.indexOf(section);
    const to = from + offset;
    const other = sections[to];
    if (from < 0 || other === undefined) return;
    sections[to] = section;
    sections[from] = other;
    change({ sections });
  };

  return (
    <Card>
      <Title order={2} size="h3" mb="xs">
        {t('generated.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('generated.description')}
      </Text>
      <form noValidate onSubmit={submit} aria-label={t('generated.heading')}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('generated.source')}
            value={draft.source}
            onChange={(source) => change({ source: source as ResumeSettings['source'] })}
            data={[
              { value: 'file', label: t('generated.sourceFile') },
              { value: 'generated', label: t('generated.sourceGenerated') },
            ]}
          />
          {generated && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="md">
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="resume-template-label">
                    {t('generated.template')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="resume-template-label"
                    value={draft.template}
                    onChange={(template) => change({ template: template as ResumeSettings['template'] })}
                    data={RESUME_TEMPLATES.map((template) => ({ value: template, label: t(`generated.${template}`) }))}
                  />
                </Stack>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="resume-paper-label">
                    {t('generated.paper')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="resume-paper-label"
                    value={draft.paper}
                    onChange={(paper) => change({ paper: paper as ResumeSettings['paper'] })}
                    data={RESUME_PAPERS.map((paper) => ({ value: paper, label: paper }))}
                  />
                </Stack>
                <Switch
                  label={t('generated.photo')}
                  checked={draft.photo}
                  onChange={(event) => change({ photo: event.currentTarget.checked })}
                />
                <Stack gap={6} role="group" aria-labelledby="resume-sections-label">
                  <Text size="sm" fw={500} id="resume-sections-label">
                    {t('generated.sections')}
                  </Text>
                  {rows.map((section) => {
                    const chosen = draft.sections.indexOf(section);
                    const label = t(`generated.section.${section}`);
                    return (
                      <Group key={section} gap="xs" wrap="nowrap">
                        <OrderButtons
                          itemName={label}
                          isFirst={chosen <= 0}
                          isLast={chosen < 0 || chosen === draft.sections.length - 1}
                          disabled={chosen < 0}
                          onMove={(offset) => move(section, offset)}
                        />
                        <Checkbox
                          label={label}
                          checked={chosen >= 0}
                          onChange={(event) => toggle(section, event.currentTarget.checked)}
                        />
                      </Group>
                    );
                  })}
                </Stack>
                <Group gap="sm">
                  <Button component="a" href={RESUME_PDF_PATH} variant="default" target="_blank">
                    {t('generated.download')}
                  </Button>
                  <Button component="a" href={RESUME_DOCX_PATH} variant="default">
                    {t('generated.downloadDocx')}
                  </Button>
                </Group>
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('generated.preview')}
                </Text>
                <ScrollArea.Autosize mah={720} type="auto">
                  <Image
                    src={previewed}
                    alt={t('generated.previewAlt')}
                    data-testid="resume-preview"
                    bd="1px solid var(--mantine-color-default-border)"
                    bg="white"
                  />
                </ScrollArea.Autosize>
              </Stack>
            </SimpleGrid>
          )}
          <Group>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('generated.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
