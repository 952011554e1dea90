import { securityTexts, type OwnerSession } from '@folio/contracts';
import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';

/** Where the owner is signed in, each session endable; and "Sign out everywhere else". */
export function SessionList() {
  const trpc = useTRPC();
  const sessions = useQuery(trpc.auth.listSessions.queryOptions());
  const refresh = [trpc.auth.listSessions.queryKey()];
  const endOne = useAppMutation(trpc.auth.endSession.mutationOptions(), {
    toasts: { success: securityTexts.sessionEnded, failure: securityTexts.sessionEndFailed },
    refresh,
  });
  const endOthers = useAppMutation(trpc.auth.endOtherSessions.mutationOptions(), {
    toasts: { success: securityTexts.otherSessionsEnded, failure: securityTexts.sessionEndFailed },
    refresh,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          Where you are signed in
        </Title>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          disabled={endOthers.isPending || (sessions.data?.length ?? 0) < 2}
          onClick={() => endOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
      </Group>
      {sessions.isPending ? (
        <Center py="sm">
          <Loader size="sm" aria-label="Loading sessions" role="status" />
        </Center>
      ) : sessions.isError ? (
        <Text c="red" size="sm">
          Your sessions could not be loaded.
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your sessions">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onEnd={() => endOne.mutate({ id: session.id })} ending={endOne.isPending} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SessionRow({ session, onEnd, ending }: { session: OwnerSession; onEnd: () => void; ending: boolean }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="xs" data-testid="owner-session">
      <Stack gap={2} miw={0}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {session.browser} on {session.device}
          </Text>
          {session.current && (
            <Badge variant="light" color="blue" size="sm">
              This browser
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Network {session.network ?? 'unknown'} · Signed in {formatDateTime(session.createdAt)} · Last active{' '}
          {formatDateTime(session.lastSeenAt)}
        </Text>
      </Stack>
      {!session.current && (
        <Button variant="subtle" color="red" size="xs" onClick={onEnd} disabled={ending} style={{ flexShrink: 0 }} aria-label={`Sign out ${session.browser} on ${session.device}`}>
          Sign out
        </Button>
      )}
    </Group>
  );
}
