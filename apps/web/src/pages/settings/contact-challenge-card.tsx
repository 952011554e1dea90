import { DEFAULT_SITE_SETTINGS, toasts } from '@folio/contracts';
import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconShieldCheck } from '@tabler/icons-react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { SettingsCard } from './settings-card';

/** Whether the contact form asks the visitor's browser for a proof of work; saved as soon as it is switched. */
export function ContactChallengeCard() {
  const trpc = useTRPC();
  const site = useQuery(trpc.siteSettings.getSiteSettings.queryOptions());
  const save = useAppMutation(trpc.siteSettings.updateSiteSettings.mutationOptions(), {
    // A setting like the others on this page, so SPEC's own Settings toasts (docs/spec.md §8).
    toasts: { success: toasts.settingsSaved, failure: toasts.settingsFailed },
    refresh: [trpc.siteSettings.getSiteSettings.queryKey()],
  });
  const settings = site.data ?? DEFAULT_SITE_SETTINGS;

  return (
    <SettingsCard
      title="Contact form"
      icon={<IconShieldCheck size={18} />}
      description="Before a message is accepted, the visitor's browser solves a small puzzle set by this site: about a second of work for a person, a real cost for a bot sending thousands. Nothing is shown to visitors and no third party is involved. Scripts that call POST /api/contact must then solve it too."
    >
      <Switch
        label="Ask for a proof of work"
        checked={settings.contactChallenge}
        disabled={site.isPending || save.isPending}
        onChange={(event) => save.mutate({ contactChallenge: event.currentTarget.checked })}
      />
    </SettingsCard>
  );
}
