import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '../../components/layout/page-container';
import { useTRPC } from '../../lib/trpc';
import { useAuth } from '../../lib/use-auth';
import { ApiTokensCard } from './api-tokens-card';
import { BackupsCard } from './backups-card';
import { ContactChallengeCard } from './contact-challenge-card';
import { SecurityCard } from './security-card';
import { PreferencesForm } from './preferences-form';
import { useTexts } from '../../lib/texts';

/**
 * docs/spec.md §2 Settings: the owner's display name, theme preference and email notifications, plus personal access
 * tokens for scripts (docs/architecture.md §3). Visitors are sent to '/'; no settings query runs for them.
 */
export default function SettingsPage() {
  // The route sends a visitor home (pages.ts); meanwhile nothing of the page renders for them.
  const { isLoading, isAuthenticated } = useAuth();
  const trpc = useTRPC();
  const t = useTexts('settings');
  const settings = useQuery({ ...trpc.settings.getUserSettings.queryOptions(), enabled: isAuthenticated });

  if (isLoading || (isAuthenticated && settings.isPending)) {
    return (
      <Center py={80}>
        <Loader aria-label={t('loading')} role="status" />
      </Center>
    );
  }
  if (!isAuthenticated) return null;

  return (
    <PageContainer size={880}>
      <Title order={1} mb="xl">
        {t('title')}
      </Title>
      <Stack gap="lg">
        {settings.data ? (
          <PreferencesForm settings={settings.data} />
        ) : (
          <Text c="red" role="alert">
            {t('loadFailed')}
          </Text>
        )}
        <SecurityCard />
        <ContactChallengeCard />
        <ApiTokensCard />
        <BackupsCard />
      </Stack>
    </PageContainer>
  );
}
