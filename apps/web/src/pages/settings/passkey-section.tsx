import { securityTexts, type Passkey } from '@folio/contracts';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';

/** Passkeys: added with this device's authenticator (or a security key), named, removable. */
export function PasskeySection() {
  const trpc = useTRPC();
  const passkeys = useQuery(trpc.auth.listPasskeys.queryOptions());
  const [name, setName] = useState('');
  const options = useMutation(trpc.auth.passkeyRegistrationOptions.mutationOptions());
  const add = useAppMutation(trpc.auth.addPasskey.mutationOptions(), {
    toasts: { success: securityTexts.passkeyAdded, failure: securityTexts.passkeyAddFailed },
    refresh: [trpc.auth.listPasskeys.queryKey()],
    onSuccess: () => setName(''),
  });
  const [registering, setRegistering] = useState(false);

  const register = async () => {
    setRegistering(true);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await options.mutateAsync();
      const response = await startRegistration({ optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      add.mutate({ name: name.trim() || 'Passkey', response: response as unknown as { id: string; rawId: string; type: string } });
    } catch {
      showToast({ ...securityTexts.passkeyAddFailed, variant: 'destructive' });
    } finally {
      setRegistering(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Passkeys
      </Title>
      <Text size="sm" c="dimmed">
        Sign in with your device&apos;s fingerprint, face or PIN, or a security key: no password and no code needed.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Passkey name" placeholder="e.g. Laptop" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={100} />
        <Button variant="light" onClick={() => void register()} disabled={registering || add.isPending}>
          Add a passkey
        </Button>
      </Group>
      {passkeys.data && passkeys.data.length > 0 && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your passkeys">
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
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const refresh = [trpc.auth.listPasskeys.queryKey()];
  const rename = useAppMutation(trpc.auth.renamePasskey.mutationOptions(), {
    toasts: { success: securityTexts.passkeyRenamed, failure: securityTexts.passkeyAddFailed },
    refresh,
    onSuccess: () => setEditing(false),
  });
  const remove = useAppMutation(trpc.auth.removePasskey.mutationOptions(), {
    toasts: { success: securityTexts.passkeyRemoved, failure: { title: 'Error', description: 'Failed to remove the passkey. Please try again.' } },
    refresh,
  });

  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="xs" data-testid="passkey">
      <Stack gap={2} miw={0}>
        {editing ? (
          <Group gap="xs" wrap="nowrap">
            <TextInput aria-label="New name" size="xs" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={100} />
            <ActionIcon variant="light" aria-label="Save name" onClick={() => rename.mutate({ id: passkey.id, name })} disabled={rename.isPending}>
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {passkey.name}
            </Text>
            <ActionIcon variant="subtle" size="sm" aria-label={`Rename ${passkey.name}`} onClick={() => setEditing(true)}>
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          Added {formatDate(passkey.createdAt)} · Last used {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'never'}
        </Text>
      </Stack>
      <Button variant="subtle" color="red" size="xs" onClick={() => remove.mutate({ id: passkey.id })} disabled={remove.isPending} aria-label={`Remove ${passkey.name}`}>
        Remove
      </Button>
    </Group>
  );
}
