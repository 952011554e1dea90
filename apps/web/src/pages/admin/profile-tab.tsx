import { profileInputSchema, type Profile } from '@folio/contracts';
import { Button, Card, Group, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useServerForm } from '../../lib/use-server-form';
import { useTRPC } from '../../lib/trpc';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { PictureField } from './picture-field';
import { PicturesCard } from './pictures-card';
import { SectionLoader } from './section-loader';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';
import { formResolver } from '../../lib/form-validation';

/** The fields the owner writes; the bio's HTML and plain text are the server's renderings of it. */
type ProfileFormValues = Record<
  Exclude<keyof Profile, 'isPhonePublic' | 'bioHtml' | 'bioText' | 'availability'>,
  string
> & {
  isPhonePublic: boolean;
  /** Open to work: the availability's fields, sent as `availability` (null when off). */
  openToWork: boolean;
  roles: string;
  availableFrom: string;
  where: string;
  remote: boolean;
  showOnHome: boolean;
};

/** What PUT /api/profile takes from the form's values. */
function toProfileInput({ openToWork, roles, availableFrom, where, remote, showOnHome, ...fields }: ProfileFormValues) {
  return {
    ...fields,
    availability: openToWork ? { roles, from: availableFrom, where, remote, showOnHome } : null,
  };
}

/** docs/spec.md §4: the form is refilled from the loaded profile, with '' for anything missing. */
function toFormValues(profile: Profile | null): ProfileFormValues {
  return {
    name: profile?.name ?? '',
    title: profile?.title ?? '',
    bio: profile?.bio ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    isPhonePublic: profile?.isPhonePublic ?? false,
    location: profile?.location ?? '',
    github: profile?.github ?? '',
    linkedin: profile?.linkedin ?? '',
    twitter: profile?.twitter ?? '',
    imageUrl: profile?.imageUrl ?? '',
    openToWork: Boolean(profile?.availability),
    roles: profile?.availability?.roles ?? '',
    availableFrom: profile?.availability?.from ?? '',
    where: profile?.availability?.where ?? '',
    remote: profile?.availability?.remote ?? false,
    showOnHome: profile?.availability?.showOnHome ?? true,
  };
}

export function ProfileTab() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const { data: profile, isPending } = useQuery(trpc.profile.getProfile.queryOptions());

  if (isPending) return <SectionLoader label={t('profile.loading')} />;
  return (
    <Stack gap="lg">
      <ProfileForm profile={profile ?? null} />
      <PicturesCard />
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: Profile | null }) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const storedValues = useMemo(() => toFormValues(profile), [profile]);
  const validate = useMemo(() => formResolver(profileInputSchema), []);
  // Checked as sent: the availability's errors are named as the schema names them (availability.roles, …).
  const form = useServerForm<ProfileFormValues>(storedValues, {
    validate: (values) => validate(toProfileInput(values)),
  });

  useUnsavedChangesGuard(form);

  const saveProfile = useAppMutation(trpc.profile.updateProfile.mutationOptions(), {
    toasts: { success: toastTexts(t, 'profile.saved'), failure: toastTexts(t, 'profile.failed') },
    refresh: [trpc.profile.getProfile.queryKey()],
    // Saved is no longer unsaved, at once and before the toast says so: Back right after a save must not ask while
    // the re-fetch is on its way (what the owner typed meanwhile still counts). The values are the form's own, as
    // submitted below.
    onSuccess: () => form.resetDirty(),
  });

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        {t('profile.heading')}
      </Title>
      <form noValidate onSubmit={form.onSubmit(() => saveProfile.mutate(toProfileInput(form.getValues())))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('profile.name')} autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label={t('profile.title')} {...form.getInputProps('title')} />
          </SimpleGrid>
          <Textarea label={t('profile.bio')} rows={4} {...form.getInputProps('bio')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('profile.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
            {/* The phone is private until the owner publishes it; visitors are never sent it otherwise. */}
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('profile.phone')}
                type="tel"
                autoComplete="tel"
                style={{ flex: 1 }}
                {...form.getInputProps('phone')}
              />
              <Switch
                label={t('profile.showPhone')}
                mb={8}
                {...form.getInputProps('isPhonePublic', { type: 'checkbox' })}
              />
            </Group>
            <TextInput label={t('profile.location')} {...form.getInputProps('location')} />
            <TextInput
              label={t('profile.github')}
              type="url"
              placeholder="https://github.com/…"
              {...form.getInputProps('github')}
            />
            <TextInput
              label={t('profile.linkedin')}
              type="url"
              placeholder="https://linkedin.com/in/…"
              {...form.getInputProps('linkedin')}
            />
            <TextInput
              label={t('profile.twitter')}
              type="url"
              placeholder="https://x.com/…"
              {...form.getInputProps('twitter')}
            />
          </SimpleGrid>
          <PictureField
            label={t('profile.image')}
            previewAlt={t('profile.imageAlt')}
            category="business"
            {...form.getInputProps('imageUrl')}
          />
          <AvailabilityFields form={form} />
          <Group>
            <Button type="submit" disabled={saveProfile.isPending}>
              {saveProfile.isPending ? t('saving') : t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Open to work: off by default; on, what roles, from when, where, remote, and whether Home shows a badge. */
function AvailabilityFields({ form }: { form: ReturnType<typeof useServerForm<ProfileFormValues>> }) {
  const t = useTexts('admin');
  const on = form.getValues().openToWork;
  return (
    <Stack gap="sm">
      <Switch
        label={t('profile.openToWork')}
        description={t('profile.openToWorkDescription')}
        {...form.getInputProps('openToWork', { type: 'checkbox' })}
      />
      {on && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('profile.roles')}
            placeholder={t('profile.rolesPlaceholder')}
            {...form.getInputProps('roles')}
            error={form.errors['availability.roles']}
          />
          <TextInput
            label={t('profile.availableFrom')}
            placeholder="2027-03"
            {...form.getInputProps('availableFrom')}
            error={form.errors['availability.from']}
          />
          <TextInput label={t('profile.where')} {...form.getInputProps('where')} />
          <Switch label={t('profile.remote')} {...form.getInputProps('remote', { type: 'checkbox' })} />
          <Switch label={t('profile.showOnHome')} {...form.getInputProps('showOnHome', { type: 'checkbox' })} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
