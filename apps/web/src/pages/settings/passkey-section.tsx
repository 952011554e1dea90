import type { Passkey } from '@folio/contracts';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useSiteTexts, useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** Passkeys: added with this device's authenticator (or a security key), named, removable. */
export function PasskeySection() {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const passkeys = useQuery(trpc.auth.listPasskeys.queryOptions());
  const [name, setName] = useState('');
  const options = useMutation(trpc.auth.passkeyRegistrationOptions.mutationOptions());
  const add = useAppMutation(trpc.auth.addPasskey.mutationOptions(), {
    toasts: { success: toastTexts(t, 'passkeys.added'), failure: toastTexts(t, 'passkeys.addFailed') },
    refresh: [trpc.auth.listPasskeys.queryKey()],
    onSuccess: () => setName(''),
  });
  const [registering, setRegistering] = useState(false);

  const register = async () => {
    setRegistering(true);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await options.mutateAsync();
      const response = await startRegistration({
        optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      add.mutate({
        name: name.trim() || t('passkeys.defaultName'),
        response: response as unknown as { id: string; rawId: string; type: string },
      });
    } catch {
      showToast({ ...toastTexts(t, 'passkeys.addFailed'), variant: 'destructive' });
    } finally {
      setRegistering(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('passkeys.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('passkeys.description')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('passkeys.name')}
          placeholder={t('passkeys.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
        />
        <Button variant="light" onClick={() => void register()} disabled={registering || add.isPending}>
          {t('passkeys.add')}
        </Button>
      </Group>
      {passkeys.data && passkeys.data.length > 0 && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('passkeys.list')}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const { language } = useSiteTexts();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const refresh = [trpc.auth.listPasskeys.queryKey()];
  const rename = useAppMutation(trpc.auth.renamePasskey.mutationOptions(), {
    toasts: { success: toastTexts(t, 'passkeys.renamed'), failure: toastTexts(t, 'passkeys.addFailed') },
    refresh,
    onSuccess: () => setEditing(false),
  });
  const remove = useAppMutation(trpc.auth.removePasskey.mutationOptions(), {
    toasts: { success: toastTexts(t, 'passkeys.removed'), failure: toastTexts(t, 'passkeys.removeFailed') },
    refresh,
  });

  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="xs" data-testid="passkey">
      <Stack gap={2} miw={0}>
        {editing ? (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('passkeys.newName')}
              size="xs"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={100}
            />
            <ActionIcon
              variant="light"
              aria-label={t('passkeys.saveName')}
              onClick={() => rename.mutate({ id: passkey.id, name })}
              disabled={rename.isPending}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {passkey.name}
            </Text>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('passkeys.rename', { name: passkey.name })}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('passkeys.usage', {
            added: formatDate(passkey.createdAt, language),
            lastUsed: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, language) : t('passkeys.never'),
          })}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={() => remove.mutate({ id: passkey.id })}
        disabled={remove.isPending}
        aria-label={t('passkeys.removeLabel', { name: passkey.name })}
      >
        {t('passkeys.remove')}
      </Button>
    </Group>
  );
}
