import type { AccessToken } from '@folio/contracts';
import { Badge, Button, Center, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { formatDate, formatDateTime } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import classes from './token-list.module.css';
import { SCOPE_LABELS, tokenToasts } from './token-messages';

/** The owner's tokens, newest first as the API answers them, each revocable behind a confirmation. */
export function TokenList() {
  const trpc = useTRPC();
  const { data: tokens, isPending, isError } = useQuery(trpc.tokens.listTokens.queryOptions());

  if (isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading tokens" role="status" />
      </Center>
    );
  }
  if (isError) return <Text c="red" size="sm">Your tokens could not be loaded.</Text>;

  return (
    <ConfirmDeleteList
      deleteOptions={trpc.tokens.revokeToken.mutationOptions()}
      toasts={{ success: tokenToasts.revoked, failure: tokenToasts.revokeFailed }}
      refresh={[trpc.tokens.listTokens.queryKey()]}
      title="Revoke Token"
      message={(token: AccessToken) =>
        `Revoke "${token.name}"? Scripts using it will stop working at once. This action cannot be undone.`
      }
      confirmLabel="Revoke"
    >
      {(requestRevoke) =>
        tokens.length === 0 ? (
          <Text c="dimmed" size="sm">
            No tokens yet.
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your tokens">
            {tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => requestRevoke(token)} />
            ))}
          </Stack>
        )
      }
    </ConfirmDeleteList>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py="xs"
      data-testid="api-token"
      className={classes.tokenRow}
    >
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {token.name}
          </Text>
          <Badge variant="light" color={token.scope === 'write' ? 'orange' : 'blue'} size="sm">
            {SCOPE_LABELS[token.scope]}
          </Badge>
        </Group>
        <Code w="fit-content">{token.prefix}…</Code>
        <Text size="xs" c="dimmed">
          Created {formatDate(token.createdAt)} · Last used{' '}
          {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'never'}
        </Text>
      </Stack>
      <Button variant="subtle" color="red" size="xs" onClick={onRevoke} style={{ flexShrink: 0 }} aria-label={`Revoke token ${token.name}`}>
        Revoke
      </Button>
    </Group>
  );
}
