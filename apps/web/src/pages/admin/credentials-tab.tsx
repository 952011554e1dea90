import { CREDENTIALS_LIMITS, EMPTY_CREDENTIALS, type Credentials, type FileRecord } from '@folio/contracts';
import {
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { answerMessage } from '../../lib/answer-message';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useServerForm } from '../../lib/use-server-form';
import { useTRPC } from '../../lib/trpc';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { EditableList } from './editable-list';
import { JsonResumeCard } from './json-resume-card';
import { ResumeCard } from './resume-card';
import { SectionLoader } from './section-loader';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** the owner fills the Credentials page here: skills, certifications, education, languages, awards, resume, visibility. */
export function CredentialsTab() {
  const trpc = useTRPC();
  const credentials = useQuery(trpc.credentials.getCredentials.queryOptions());
  const files = useQuery(trpc.files.listFiles.queryOptions());
  const t = useTexts('admin');

  if (credentials.isPending || files.isPending) return <SectionLoader label={t('credentials.loading')} />;
  return (
    <Stack gap="lg">
      <CredentialsForm credentials={credentials.data ?? EMPTY_CREDENTIALS} files={files.data ?? []} />
      <ResumeCard />
      <JsonResumeCard />
    </Stack>
  );
}

const L = CREDENTIALS_LIMITS;

function CredentialsForm({ credentials, files }: { credentials: Credentials; files: FileRecord[] }) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const common = useTexts('common');
  const failed = toastTexts(t, 'credentials.failed');
  const numbered =
    (
      key:
        | 'credentials.skillGroupItem'
        | 'credentials.certificationItem'
        | 'credentials.educationItem'
        | 'credentials.languageItem'
        | 'credentials.awardItem',
    ) =>
    (index: number) =>
      t(key, { number: index + 1 });
  // A re-fetch (after saving, or an import) fills the form again from the stored values.
  const form = useServerForm<Credentials>(credentials);
  const draft = form.getValues();
  const change = (patch: Partial<Credentials>) => form.setValues(patch);
  useUnsavedChangesGuard(form);

  const save = useAppMutation(trpc.credentials.updateCredentials.mutationOptions(), {
    toasts: {
      success: toastTexts(t, 'credentials.saved'),
      // The server names the field it refused ("certifications.0.year: Must be a year such as 2024").
      failure: (error) => ({
        ...failed,
        description: `${failed.description} ${answerMessage(error, common('error.unreachable'))}`,
      }),
    },
    // Every credentials query: this tab's, and the Credentials page's own.
    refresh: [trpc.credentials.pathKey()],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Card>
          <Title order={2} size="h3" mb="md">
            {t('credentials.pageHeading')}
          </Title>
          <Stack gap="md">
            <Switch
              label={t('credentials.public')}
              description={t('credentials.publicDescription')}
              checked={draft.isPublic}
              onChange={(event) => change({ isPublic: event.currentTarget.checked })}
            />
            <Select
              label={t('credentials.resumeFile')}
              description={t('credentials.resumeFileDescription')}
              placeholder={files.length ? t('credentials.noResume') : t('credentials.noFiles')}
              // A private file is never offered as the résumé (the server refuses it too).
              data={files
                .filter((file) => file.visibility === 'public')
                .map((file) => ({ value: file.id, label: file.name }))}
              value={draft.resumeFileId}
              onChange={(value) => change({ resumeFileId: value })}
              clearable
              searchable
              nothingFoundMessage={t('credentials.noFileFound')}
            />
          </Stack>
        </Card>

        <Card>
          <Title order={2} size="h3" mb="md">
            {t('credentials.skillsHeading')}
          </Title>
          <EditableList
            items={draft.skills}
            onChange={(skills) => change({ skills })}
            newItem={() => ({ group: '', items: [] })}
            itemName={numbered('credentials.skillGroupItem')}
            addLabel={t('credentials.addSkillGroup')}
            emptyText={t('credentials.noSkillGroups')}
            maxItems={L.skillGroups}
            renderItem={(group, update) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('credentials.group')}
                  placeholder={t('credentials.groupPlaceholder')}
                  value={group.group}
                  maxLength={L.groupName}
                  onChange={(e) => update({ group: e.currentTarget.value })}
                />
                <TagsInput
                  label={t('credentials.skills')}
                  placeholder={t('credentials.skillsPlaceholder')}
                  value={group.items}
                  maxTags={L.skillsPerGroup}
                  onChange={(items) => update({ items })}
                  acceptValueOnBlur
                  clearable
                />
              </SimpleGrid>
            )}
          />
        </Card>

        <Card>
          <Title order={2} size="h3" mb="md">
            {t('credentials.certificationsHeading')}
          </Title>
          <EditableList
            items={draft.certifications}
            onChange={(certifications) => change({ certifications })}
            newItem={() => ({ name: '', issuer: '', year: null })}
            itemName={numbered('credentials.certificationItem')}
            addLabel={t('credentials.addCertification')}
            emptyText={t('credentials.noCertifications')}
            maxItems={L.certifications}
            renderItem={(certification, update) => (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('credentials.certificationName')}
                  value={certification.name}
                  maxLength={L.name}
                  onChange={(e) => update({ name: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.issuer')}
                  value={certification.issuer}
                  maxLength={L.name}
                  onChange={(e) => update({ issuer: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.year')}
                  placeholder="2024"
                  inputMode="numeric"
                  maxLength={4}
                  value={certification.year ?? ''}
                  onChange={(e) => update({ year: e.currentTarget.value })}
                />
              </SimpleGrid>
            )}
          />
        </Card>

        <Card>
          <Title order={2} size="h3" mb="md">
            {t('credentials.educationHeading')}
          </Title>
          <EditableList
            items={draft.education}
            onChange={(education) => change({ education })}
            newItem={() => ({ degree: '', school: '', years: null, focus: null })}
            itemName={numbered('credentials.educationItem')}
            addLabel={t('credentials.addEducation')}
            emptyText={t('credentials.noEducation')}
            maxItems={L.education}
            renderItem={(entry, update) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('credentials.degree')}
                  placeholder={t('credentials.degreePlaceholder')}
                  value={entry.degree}
                  maxLength={L.name}
                  onChange={(e) => update({ degree: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.school')}
                  value={entry.school}
                  maxLength={L.name}
                  onChange={(e) => update({ school: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.years')}
                  placeholder="2017 – 2019"
                  value={entry.years ?? ''}
                  maxLength={L.years}
                  onChange={(e) => update({ years: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.focus')}
                  value={entry.focus ?? ''}
                  maxLength={L.focus}
                  onChange={(e) => update({ focus: e.currentTarget.value })}
                />
              </SimpleGrid>
            )}
          />
        </Card>

        <Card>
          <Title order={2} size="h3" mb="md">
            {t('credentials.languagesHeading')}
          </Title>
          <EditableList
            items={draft.languages}
            onChange={(languages) => change({ languages })}
            newItem={() => ({ language: '', fluency: null })}
            itemName={numbered('credentials.languageItem')}
            addLabel={t('credentials.addLanguage')}
            emptyText={t('credentials.noLanguages')}
            maxItems={L.languages}
            renderItem={(entry, update) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('credentials.language')}
                  placeholder={t('credentials.languagePlaceholder')}
                  value={entry.language}
                  maxLength={L.name}
                  onChange={(e) => update({ language: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.fluency')}
                  placeholder={t('credentials.fluencyPlaceholder')}
                  value={entry.fluency ?? ''}
                  maxLength={L.name}
                  onChange={(e) => update({ fluency: e.currentTarget.value })}
                />
              </SimpleGrid>
            )}
          />
        </Card>

        <Card>
          <Title order={2} size="h3" mb="md">
            {t('credentials.awardsHeading')}
          </Title>
          <EditableList
            items={draft.awards}
            onChange={(awards) => change({ awards })}
            newItem={() => ({ title: '', awarder: null, date: null, summary: null })}
            itemName={numbered('credentials.awardItem')}
            addLabel={t('credentials.addAward')}
            emptyText={t('credentials.noAwards')}
            maxItems={L.awards}
            renderItem={(award, update) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('credentials.awardTitle')}
                  value={award.title}
                  maxLength={L.name}
                  onChange={(e) => update({ title: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.awarder')}
                  value={award.awarder ?? ''}
                  maxLength={L.name}
                  onChange={(e) => update({ awarder: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.awardDate')}
                  placeholder={t('credentials.awardDatePlaceholder')}
                  value={award.date ?? ''}
                  maxLength={10}
                  onChange={(e) => update({ date: e.currentTarget.value })}
                />
                <TextInput
                  label={t('credentials.summary')}
                  value={award.summary ?? ''}
                  maxLength={L.focus}
                  onChange={(e) => update({ summary: e.currentTarget.value })}
                />
              </SimpleGrid>
            )}
          />
        </Card>

        <Group>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('credentials.save')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('credentials.saveHint')}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
