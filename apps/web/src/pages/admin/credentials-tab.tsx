import { CREDENTIALS_LIMITS, EMPTY_CREDENTIALS, toasts, type Credentials, type FileRecord } from '@folio/contracts';
import { Button, Card, Group, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useServerForm } from '../../lib/use-server-form';
import { useTRPC } from '../../lib/trpc';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { EditableList } from './editable-list';
import { JsonResumeCard } from './json-resume-card';
import { SectionLoader } from './section-loader';

/** the owner fills the Credentials page here: skills, certifications, education, languages, awards, resume, visibility. */
export function CredentialsTab() {
  const trpc = useTRPC();
  const credentials = useQuery(trpc.credentials.getCredentials.queryOptions());
  const files = useQuery(trpc.files.listFiles.queryOptions());

  if (credentials.isPending || files.isPending) return <SectionLoader label="Loading credentials" />;
  return (
    <Stack gap="lg">
      <CredentialsForm credentials={credentials.data ?? EMPTY_CREDENTIALS} files={files.data ?? []} />
      <JsonResumeCard />
    </Stack>
  );
}

const L = CREDENTIALS_LIMITS;

/** The Languages and Awards cards, as the owner sees them. */
const TEXTS = {
  languagesTitle: 'Languages',
  languageItem: (index: number) => `language ${String(index + 1)}`,
  addLanguage: 'Add Language',
  noLanguages: 'No languages yet.',
  language: 'Language',
  languagePlaceholder: 'French',
  fluency: 'Fluency (optional)',
  fluencyPlaceholder: 'Native speaker, C1',
  awardsTitle: 'Awards',
  awardItem: (index: number) => `award ${String(index + 1)}`,
  addAward: 'Add Award',
  noAwards: 'No awards yet.',
  awardTitle: 'Title',
  awarder: 'Awarder (optional)',
  awardDate: 'Date (optional)',
  awardDatePlaceholder: '2024 or 2024-05',
  summary: 'Summary (optional)',
} as const;

function CredentialsForm({ credentials, files }: { credentials: Credentials; files: FileRecord[] }) {
  const trpc = useTRPC();
  // A re-fetch (after saving, or an import) fills the form again from the stored values.
  const form = useServerForm<Credentials>(credentials);
  const draft = form.getValues();
  const change = (patch: Partial<Credentials>) => form.setValues(patch);
  useUnsavedChangesGuard(form.isDirty());

  const save = useAppMutation(trpc.credentials.updateCredentials.mutationOptions(), {
    toasts: {
      success: toasts.credentialsSaved,
      // The server names the field it refused ("certifications.0.year: Must be a year such as 2024").
      failure: (error) => ({ ...toasts.credentialsFailed, description: `${toasts.credentialsFailed.description} ${error.message}` }),
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
            Credentials Page
          </Title>
          <Stack gap="md">
            <Switch
              label="Public credentials page"
              description="On: everyone sees /credentials, with your employment history and resume. Off: only you; visitors are asked to sign in."
              checked={draft.isPublic}
              onChange={(event) => change({ isPublic: event.currentTarget.checked })}
            />
            <Select
              label="Resume file"
              description="The uploaded public file 'Download Resume' offers. Upload it on the Files page first."
              placeholder={files.length ? 'No resume' : 'No files uploaded yet'}
              // A private file is never offered as the résumé (the server refuses it too).
              data={files.filter((file) => file.visibility === 'public').map((file) => ({ value: file.id, label: file.name }))}
              value={draft.resumeFileId}
              onChange={(value) => change({ resumeFileId: value })}
              clearable
              searchable
              nothingFoundMessage="No file with that name"
            />
          </Stack>
        </Card>

        <Card>
          <Title order={2} size="h3" mb="md">
            Technical Skills
          </Title>
          <EditableList
            items={draft.skills}
            onChange={(skills) => change({ skills })}
            newItem={() => ({ group: '', items: [] })}
            itemName={(index) => `skill group ${String(index + 1)}`}
            addLabel="Add Skill Group"
            emptyText="No skill groups yet."
            maxItems={L.skillGroups}
            renderItem={(group, update) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Group" placeholder="Languages" value={group.group} maxLength={L.groupName} onChange={(e) => update({ group: e.currentTarget.value })} />
                <TagsInput
                  label="Skills"
                  placeholder="Type a skill, press Enter"
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
            Certifications
          </Title>
          <EditableList
            items={draft.certifications}
            onChange={(certifications) => change({ certifications })}
            newItem={() => ({ name: '', issuer: '', year: null })}
            itemName={(index) => `certification ${String(index + 1)}`}
            addLabel="Add Certification"
            emptyText="No certifications yet."
            maxItems={L.certifications}
            renderItem={(certification, update) => (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput label="Name" value={certification.name} maxLength={L.name} onChange={(e) => update({ name: e.currentTarget.value })} />
                <TextInput label="Issuer" value={certification.issuer} maxLength={L.name} onChange={(e) => update({ issuer: e.currentTarget.value })} />
                <TextInput
                  label="Year (optional)"
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
            Education
          </Title>
          <EditableList
            items={draft.education}
            onChange={(education) => change({ education })}
            newItem={() => ({ degree: '', school: '', years: null, focus: null })}
            itemName={(index) => `education entry ${String(index + 1)}`}
            addLabel="Add Education"
            emptyText="No education yet."
            maxItems={L.education}
            renderItem={(entry, update) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Degree" placeholder="M.Sc. Computer Science" value={entry.degree} maxLength={L.name} onChange={(e) => update({ degree: e.currentTarget.value })} />
                <TextInput label="School" value={entry.school} maxLength={L.name} onChange={(e) => update({ school: e.currentTarget.value })} />
                <TextInput label="Years (optional)" placeholder="2017 – 2019" value={entry.years ?? ''} maxLength={L.years} onChange={(e) => update({ years: e.currentTarget.value })} />
                <TextInput label="Focus (optional)" value={entry.focus ?? ''} maxLength={L.focus} onChange={(e) => update({ focus: e.currentTarget.value })} />
              </SimpleGrid>
            )}
          />
        </Card>

        <Card>
          <Title order={2} size="h3" mb="md">
            {TEXTS.languagesTitle}
          </Title>
          <EditableList
            items={draft.languages}
            onChange={(languages) => change({ languages })}
            newItem={() => ({ language: '', fluency: null })}
            itemName={TEXTS.languageItem}
            addLabel={TEXTS.addLanguage}
            emptyText={TEXTS.noLanguages}
            maxItems={L.languages}
            renderItem={(entry, update) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={TEXTS.language} placeholder={TEXTS.languagePlaceholder} value={entry.language} maxLength={L.name} onChange={(e) => update({ language: e.currentTarget.value })} />
                <TextInput label={TEXTS.fluency} placeholder={TEXTS.fluencyPlaceholder} value={entry.fluency ?? ''} maxLength={L.name} onChange={(e) => update({ fluency: e.currentTarget.value })} />
              </SimpleGrid>
            )}
          />
        </Card>

        <Card>
          <Title order={2} size="h3" mb="md">
            {TEXTS.awardsTitle}
          </Title>
          <EditableList
            items={draft.awards}
            onChange={(awards) => change({ awards })}
            newItem={() => ({ title: '', awarder: null, date: null, summary: null })}
            itemName={TEXTS.awardItem}
            addLabel={TEXTS.addAward}
            emptyText={TEXTS.noAwards}
            maxItems={L.awards}
            renderItem={(award, update) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={TEXTS.awardTitle} value={award.title} maxLength={L.name} onChange={(e) => update({ title: e.currentTarget.value })} />
                <TextInput label={TEXTS.awarder} value={award.awarder ?? ''} maxLength={L.name} onChange={(e) => update({ awarder: e.currentTarget.value })} />
                <TextInput label={TEXTS.awardDate} placeholder={TEXTS.awardDatePlaceholder} value={award.date ?? ''} maxLength={10} onChange={(e) => update({ date: e.currentTarget.value })} />
                <TextInput label={TEXTS.summary} value={award.summary ?? ''} maxLength={L.focus} onChange={(e) => update({ summary: e.currentTarget.value })} />
              </SimpleGrid>
            )}
          />
        </Card>

        <Group>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Credentials'}
          </Button>
          <Text size="sm" c="dimmed">
            Saves all of the above at once.
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
