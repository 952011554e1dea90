import { DEFAULT_SITE_SETTINGS } from '@folio/contracts';
import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconShieldCheck } from '@tabler/icons-react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { SettingsCard } from './settings-card';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** Whether the contact form asks the visitor's browser for a proof of work; saved as soon as it is switched. */
export function ContactChallengeCard() {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const site = useQuery(trpc.siteSettings.getSiteSettings.queryOptions());
  const save = useAppMutation(trpc.siteSettings.updateSiteSettings.mutationOptions(), {
    // A setting like the others on this page, so SPEC's own Settings toasts (docs/spec.md §8).
    toasts: { success: toastTexts(t, 'saved'), failure: toastTexts(t, 'failed') },
    refresh: [trpc.siteSettings.getSiteSettings.queryKey()],
  });
  const settings = site.data ?? DEFAULT_SITE_SETTINGS;

  return (
    <SettingsCard
      title={t('contact.title')}
      icon={<IconShieldCheck size={18} />}
      description={t('contact.description')}
    >
      <Switch
        label={t('contact.challenge')}
        checked={settings.contactChallenge}
        disabled={site.isPending || save.isPending}
        onChange={(event) => save.mutate({ contactChallenge: event.currentTarget.checked })}
      />
    </SettingsCard>
  );
}
