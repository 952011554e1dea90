import type { OwnerSession } from '@folio/contracts';
import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useSiteTexts, useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** Where the owner is signed in, each session endable; and "Sign out everywhere else". */
export function SessionList() {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const sessions = useQuery(trpc.auth.listSessions.queryOptions());
  const refresh = [trpc.auth.listSessions.queryKey()];
  const endOne = useAppMutation(trpc.auth.endSession.mutationOptions(), {
    toasts: { success: toastTexts(t, 'sessions.ended'), failure: toastTexts(t, 'sessions.endFailed') },
    refresh,
  });
  const endOthers = useAppMutation(trpc.auth.endOtherSessions.mutationOptions(), {
    toasts: { success: toastTexts(t, 'sessions.othersEnded'), failure: toastTexts(t, 'sessions.endFailed') },
    refresh,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {t('sessions.heading')}
        </Title>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          disabled={endOthers.isPending || (sessions.data?.length ?? 0) < 2}
          onClick={() => endOthers.mutate()}
        >
          {t('sessions.endOthers')}
        </Button>
      </Group>
      {sessions.isPending ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t('sessions.loading')} role="status" />
        </Center>
      ) : sessions.isError ? (
        <Text c="red" size="sm">
          {t('sessions.loadFailed')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sessions.list')}>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              onEnd={() => endOne.mutate({ id: session.id })}
              ending={endOne.isPending}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SessionRow({ session, onEnd, ending }: { session: OwnerSession; onEnd: () => void; ending: boolean }) {
  const t = useTexts('settings');
  const { language } = useSiteTexts();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="xs" data-testid="owner-session">
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t('sessions.browserOn', { browser: session.browser, device: session.device })}
          </Text>
          {session.current && (
            <Badge variant="light" color="blue" size="sm">
              {t('sessions.thisBrowser')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('sessions.details', {
            network: session.network ?? t('sessions.unknown'),
            signedIn: formatDateTime(session.createdAt, language),
            lastActive: formatDateTime(session.lastSeenAt, language),
          })}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={onEnd}
          disabled={ending}
          style={{ flexShrink: 0 }}
          aria-label={t('sessions.signOutLabel', { browser: session.browser, device: session.device })}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </Group>
  );
}
