import type { CreatedToken } from '@folio/contracts';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconAlertTriangle } from '@tabler/icons-react';

/**
 * The one moment the secret is visible. The field is read-only and selects itself on focus, so the token can
 * still be copied by hand where the clipboard API is unavailable (plain http on a LAN address).
 */
export function NewTokenNotice({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={`Token "${token.name}" created`}
      // Yellow text on the yellow tint falls below AA contrast; the tint and icon carry the warning.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="new-token"
    >
      <Stack gap="sm">
        <Text size="sm">Copy this token now. You won&apos;t be able to see it again.</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="New token"
            value={token.token}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyButton value={token.token} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
