import { themePreferenceSchema, toasts, weeklyReportTexts, type ThemePreference, type UserSettings } from '@folio/contracts';
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

type PreferencesFormValues = {
  displayName: string;
  themePreference: ThemePreference;
  emailNotifications: boolean;
  /** null until the owner flips it: on while mail is configured. */
  weeklyReport: boolean | null;
};

const THEME_OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

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
  const { setPreference } = useThemePreference();
  const storedValues = useMemo(() => toFormValues(settings), [settings]);
  const form = useServerForm<PreferencesFormValues>(storedValues);
  const mailStatus = useQuery(trpc.settings.getMailStatus.queryOptions());
  const mailConfigured = mailStatus.data?.configured ?? false;

  const saveSettings = useAppMutation(trpc.settings.updateUserSettings.mutationOptions(), {
    toasts: { success: toasts.settingsSaved, failure: toasts.settingsFailed },
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
        <SettingsCard title="Profile" icon={<IconUser size={18} />}>
          <TextInput
            label="Display Name"
            description="This name will be displayed across the platform"
            autoComplete="nickname"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('displayName')}
          />
        </SettingsCard>
        <SettingsCard title="Appearance" icon={<IconPalette size={18} />}>
          <Select
            label="Theme Preference"
            data={THEME_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('themePreference')}
            onChange={(value) => {
              const parsed = themePreferenceSchema.safeParse(value);
              if (parsed.success) form.setFieldValue('themePreference', parsed.data);
            }}
          />
        </SettingsCard>
        <SettingsCard title="Notifications" icon={<IconBell size={18} />}>
          <Switch
            label="Email Notifications"
            {...form.getInputProps('emailNotifications', { type: 'checkbox' })}
          />
          <MailStatusLine />
          <Switch
            label={weeklyReportTexts.settingTitle}
            description={
              mailStatus.data?.configured === false
                ? `${weeklyReportTexts.settingDescription}. ${weeklyReportTexts.settingNeedsMail}`
                : weeklyReportTexts.settingDescription
            }
            checked={form.values.weeklyReport ?? mailConfigured}
            onChange={(event) => form.setFieldValue('weeklyReport', event.currentTarget.checked)}
          />
          {mailConfigured && <SendReportButton />}
        </SettingsCard>
        <Group>
          <Button type="submit" disabled={saveSettings.isPending}>
            {saveSettings.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
