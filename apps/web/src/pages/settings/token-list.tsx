import type { AccessToken } from '@folio/contracts';
import { Badge, Button, Center, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { formatDate, formatDateTime } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import classes from './token-list.module.css';
import { useSiteTexts, useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** The owner's tokens, newest first as the API answers them, each revocable behind a confirmation. */
export function TokenList() {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const { data: tokens, isPending, isError } = useQuery(trpc.tokens.listTokens.queryOptions());

  if (isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('tokens.loading')} role="status" />
      </Center>
    );
  }
  if (isError)
    return (
      <Text c="red" size="sm">
        {t('tokens.loadFailed')}
      </Text>
    );

  return (
    <ConfirmDeleteList
      deleteOptions={trpc.tokens.revokeToken.mutationOptions()}
      toasts={{ success: toastTexts(t, 'tokens.revoked'), failure: toastTexts(t, 'tokens.revokeFailed') }}
      refresh={[trpc.tokens.listTokens.queryKey()]}
      title={t('tokens.revokeTitle')}
      message={(token: AccessToken) => t('tokens.revokeMessage', { name: token.name })}
      confirmLabel={t('tokens.revoke')}
    >
      {(requestRevoke) =>
        tokens.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('tokens.empty')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tokens.list')}>
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
  const t = useTexts('settings');
  const { language } = useSiteTexts();
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
            {t(`tokens.${token.scope}`)}
          </Badge>
        </Group>
        <Code w="fit-content">{token.prefix}…</Code>
        <Text size="xs" c="dimmed">
          {t('tokens.usage', {
            created: formatDate(token.createdAt, language),
            lastUsed: token.lastUsedAt ? formatDateTime(token.lastUsedAt, language) : t('tokens.never'),
          })}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={onRevoke}
        style={{ flexShrink: 0 }}
        aria-label={t('tokens.revokeLabel', { name: token.name })}
      >
        {t('tokens.revoke')}
      </Button>
    </Group>
  );
}
