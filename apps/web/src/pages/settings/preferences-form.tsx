import { THEME_PREFERENCES, themePreferenceSchema, type ThemePreference, type UserSettings } from '@folio/contracts';
import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBell, IconPalette, IconUser } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useThemePreference } from '../../lib/theme';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useServerForm } from '../../lib/use-server-form';
import { useTRPC } from '../../lib/trpc';
import { MailStatusLine } from './mail-status-line';
import { SettingsCard } from './settings-card';
import { SendReportButton } from './send-report-button';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

type PreferencesFormValues = {
  displayName: string;
  themePreference: ThemePreference;
  emailNotifications: boolean;
  /** null until the owner flips it: on while mail is configured. */
  weeklyReport: boolean | null;
};

function toFormValues(settings: UserSettings): PreferencesFormValues {
  return {
    displayName: settings.displayName ?? '',
    themePreference: settings.themePreference,
    emailNotifications: settings.emailNotifications === 1,
    weeklyReport: settings.weeklyReport,
  };
}

/**
 * docs/spec.md §2 Settings' three cards and 'Save Settings'. The form shows the stored values (SPEC defaults when the
 * owner never saved); once saved, the settings are re-fetched and the saved theme is applied to the UI.
 */
export function PreferencesForm({ settings }: { settings: UserSettings }) {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const { setPreference } = useThemePreference();
  const storedValues = useMemo(() => toFormValues(settings), [settings]);
  const form = useServerForm<PreferencesFormValues>(storedValues);
  const mailStatus = useQuery(trpc.settings.getMailStatus.queryOptions());
  const mailConfigured = mailStatus.data?.configured ?? false;

  const saveSettings = useAppMutation(trpc.settings.updateUserSettings.mutationOptions(), {
    toasts: { success: toastTexts(t, 'saved'), failure: toastTexts(t, 'failed') },
    refresh: [trpc.settings.getUserSettings.queryKey()],
    onSuccess: (saved) => setPreference(saved.themePreference),
  });

  const submit = form.onSubmit(({ displayName, themePreference, emailNotifications, weeklyReport }) =>
    saveSettings.mutate({
      // docs/spec.md §5: an empty display name is sent as absent.
      ...(displayName.trim() ? { displayName } : {}),
      themePreference,
      emailNotifications: emailNotifications ? 1 : 0,
      weeklyReport,
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <SettingsCard title={t('profile.title')} icon={<IconUser size={18} />}>
          <TextInput
            label={t('profile.displayName')}
            description={t('profile.displayNameDescription')}
            autoComplete="nickname"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('displayName')}
          />
        </SettingsCard>
        <SettingsCard title={t('appearance.title')} icon={<IconPalette size={18} />}>
          <Select
            label={t('appearance.theme')}
            data={THEME_PREFERENCES.map((value) => ({ value, label: t(`appearance.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('themePreference')}
            onChange={(value) => {
              const parsed = themePreferenceSchema.safeParse(value);
              if (parsed.success) form.setFieldValue('themePreference', parsed.data);
            }}
          />
        </SettingsCard>
        <SettingsCard title={t('notifications.title')} icon={<IconBell size={18} />}>
          <Switch
            label={t('notifications.email')}
            {...form.getInputProps('emailNotifications', { type: 'checkbox' })}
          />
          <MailStatusLine />
          <Switch
            label={t('report.title')}
            description={
              mailStatus.data?.configured === false
                ? `${t('report.description')}. ${t('report.needsMail')}`
                : t('report.description')
            }
            checked={form.values.weeklyReport ?? mailConfigured}
            onChange={(event) => form.setFieldValue('weeklyReport', event.currentTarget.checked)}
          />
          {mailConfigured && <SendReportButton />}
        </SettingsCard>
        <Group>
          <Button type="submit" disabled={saveSettings.isPending}>
            {saveSettings.isPending ? t('saving') : t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
