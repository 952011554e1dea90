import type { CreatedToken } from '@folio/contracts';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../lib/texts';

/**
 * The one moment the secret is visible. The field is read-only and selects itself on focus, so the token can
 * still be copied by hand where the clipboard API is unavailable (plain http on a LAN address).
 */
export function NewTokenNotice({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  const t = useTexts('settings');
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('tokens.createdTitle', { name: token.name })}
      // Yellow text on the yellow tint falls below AA contrast; the tint and icon carry the warning.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="new-token"
    >
      <Stack gap="sm">
        <Text size="sm">{t('tokens.copyNow')}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('tokens.newToken')}
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
                {copied ? t('tokens.copied') : t('tokens.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('tokens.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
