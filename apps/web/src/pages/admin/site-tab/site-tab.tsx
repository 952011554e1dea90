import {
  LANGUAGE_NAMES,
  LANGUAGES,
  siteSettingsSchema,
  type SiteLanguage,
  type SiteSettingsView,
  type ThemePreference,
} from '@folio/contracts';
import { Button, Card, ColorInput, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTexts } from '../../../lib/texts';
import { useAppMutation } from '../../../lib/use-app-mutation';
import { useServerForm } from '../../../lib/use-server-form';
import { useTRPC } from '../../../lib/trpc';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { SectionLoader } from '../section-loader';
import { LogoField } from './logo-field';
import { SitePreview } from './site-preview';
import { toastTexts } from '../../../lib/toast-texts';
import { formResolver } from '../../../lib/form-validation';

/** The accent is previewed once the owner pauses, not at every step of the picker's drag. */
const PREVIEW_DELAY_MS = 250;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** What the form edits; the contact challenge keeps its own control (Settings). */
type SiteFormValues = {
  name: string;
  accentColor: string;
  defaultColorScheme: ThemePreference;
  logoFileId: string | null;
  language: SiteLanguage;
};
const brandFormSchema = siteSettingsSchema.pick({
  name: true,
  accentColor: true,
  defaultColorScheme: true,
  logoFileId: true,
  language: true,
});
/** Each language by its own name, so the owner finds theirs whatever the site speaks now. */
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

function toFormValues(site: SiteSettingsView): SiteFormValues {
  return {
    name: site.name,
    accentColor: site.accentColor,
    defaultColorScheme: site.defaultColorScheme,
    logoFileId: site.logoFileId,
    language: site.language,
  };
}

/** Admin → Site: the owner's brand, with a live preview in light and dark. */
export function SiteTab() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const { data: site, isPending } = useQuery(trpc.siteSettings.getSiteSettings.queryOptions());
  if (isPending || !site) return <SectionLoader label={t('site.loading')} />;
  return <SiteForm site={site} />;
}

function SiteForm({ site }: { site: SiteSettingsView }) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const storedValues = useMemo(() => toFormValues(site), [site]);
  const form = useServerForm<SiteFormValues>(storedValues, { validate: formResolver(brandFormSchema) });
  useUnsavedChangesGuard(form);

  const commonText = useTexts('common');
  const save = useAppMutation(trpc.siteSettings.updateSiteSettings.mutationOptions(), {
    toasts: { success: toastTexts(t, 'site.saved'), failure: toastTexts(t, 'site.saveFailed') },
    refresh: [trpc.siteSettings.getSiteSettings.queryKey()],
    // The app's texts are loaded in the site's language as a page opens: a new language shows from a new load,
    // once the form no longer counts as unsaved (the guard would ask before it).
    onSuccess: (saved, values) => {
      if (saved.language === site.language) return;
      form.resetDirty(values as SiteFormValues);
      setReloading(true);
    },
  });
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);

  const [accent] = useDebouncedValue(form.values.accentColor, PREVIEW_DELAY_MS);
  const preview = useQuery({
    ...trpc.siteSettings.previewSitePalette.queryOptions({ accentColor: accent }),
    enabled: HEX_COLOR.test(accent),
    placeholderData: keepPreviousData,
  });
  const palette = preview.data?.palette ?? site.palette;
  // The saved logo's address comes with the settings, a new one's with its upload.
  const [uploaded, setUploaded] = useState<{ id: string; objectPath: string } | null>(null);
  const { logoFileId } = form.values;
  const logoUrl = !logoFileId
    ? null
    : logoFileId === site.logoFileId
      ? site.logoUrl
      : uploaded?.id === logoFileId
        ? uploaded.objectPath
        : null;

  return (
    <Card>
      <Title order={2} size="h3">
        {t('site.heading')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('site.description')}
      </Text>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <TextInput label={t('site.name')} description={t('site.nameHint')} {...form.getInputProps('name')} />
            <ColorInput
              label={t('site.accentColor')}
              description={t('site.accentHint')}
              format="hex"
              withEyeDropper={false}
              {...form.getInputProps('accentColor')}
            />
            {preview.data?.adjusted && (
              <Text size="sm" c="dimmed" data-testid="accent-adjusted">
                {t('site.accentAdjusted')}
              </Text>
            )}
            <Select
              label={t('site.defaultColorScheme')}
              description={t('site.defaultColorSchemeHint')}
              data={(['light', 'dark', 'system'] as const).map((value) => ({
                value,
                label: t(`site.scheme.${value}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('defaultColorScheme')}
            />
            <LogoField
              url={logoUrl}
              onChange={(logo) => {
                if (logo) setUploaded(logo);
                form.setFieldValue('logoFileId', logo?.id ?? null);
              }}
            />
            <Select
              label={commonText('language.label')}
              description={commonText('language.hint')}
              data={LANGUAGE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('language')}
            />
            {/* Further site-wide settings go here, each a field of this form. */}
          </Stack>
          <SitePreview name={form.values.name.trim() || site.name} palette={palette} logoUrl={logoUrl} />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={save.isPending} loaderProps={{ type: 'dots' }}>
            {save.isPending ? t('saving') : t('site.save')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
