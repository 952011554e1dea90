import type { TotpSetup } from '@folio/contracts';
import { Alert, Button, Code, Group, Image, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** Authenticator codes: set up with a QR code and a first code, turned off with a current code. */
export function TotpSection() {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const failed = toastTexts(t, 'totp.failed');
  const status = useQuery(trpc.auth.getTotpStatus.queryOptions());
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const refresh = [trpc.auth.getTotpStatus.queryKey()];

  const start = useAppMutation(trpc.auth.startTotpSetup.mutationOptions(), {
    toasts: { success: toastTexts(t, 'totp.scanToast'), failure: failed },
    onSuccess: (answer) => setSetup(answer),
  });
  const confirm = useAppMutation(trpc.auth.confirmTotp.mutationOptions(), {
    toasts: { success: toastTexts(t, 'totp.enabled'), failure: failed },
    refresh,
    onSuccess: (answer) => {
      setSetup(null);
      setCode('');
      setRecoveryCodes(answer.recoveryCodes);
    },
  });
  const disable = useAppMutation(trpc.auth.disableTotp.mutationOptions(), {
    toasts: { success: toastTexts(t, 'totp.disabled'), failure: failed },
    refresh,
    onSuccess: () => setCode(''),
  });

  if (!status.data) return null;
  const codeField = (label: string) => (
    <TextInput
      label={label}
      value={code}
      onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maw={300}
    />
  );

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('totp.heading')}
      </Title>
      {recoveryCodes && <RecoveryCodesNotice codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
      {status.data.enabled ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            disable.mutate({ code });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('totp.on', { count: status.data.recoveryCodesLeft })}</Text>
            {codeField(t('totp.currentCode'))}
            <Group>
              <Button type="submit" variant="light" color="red" disabled={disable.isPending || code.length !== 6}>
                {t('totp.turnOff')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : setup ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate({ code });
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Image src={setup.qrCode} alt={t('totp.qrAlt')} w={200} h={200} radius="sm" bg="white" />
            <Stack gap="sm">
              <Text size="sm">{t('totp.scan')}</Text>
              <Code style={{ overflowWrap: 'anywhere' }}>{setup.secret}</Code>
              {codeField(t('totp.appCode'))}
              <Group>
                <Button type="submit" disabled={confirm.isPending || code.length !== 6}>
                  {t('totp.turnOn')}
                </Button>
                <Button variant="default" onClick={() => setSetup(null)}>
                  {t('totp.cancel')}
                </Button>
              </Group>
            </Stack>
          </SimpleGrid>
        </form>
      ) : (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('totp.off')}
          </Text>
          <Button
            variant="light"
            onClick={() => start.mutate()}
            disabled={start.isPending || !status.data.passwordSignIn}
          >
            {t('totp.setUp')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTexts('settings');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'folio-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('totp.saveCodes')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="recovery-codes"
    >
      <Stack gap="sm">
        <Text size="sm">{t('totp.codesHint')}</Text>
        <SimpleGrid
          cols={2}
          spacing={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('totp.codesList')}
        >
          {codes.map((recoveryCode) => (
            <Code component="li" key={recoveryCode} w="fit-content">
              {recoveryCode}
            </Code>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="light" size="xs" leftSection={<IconDownload size={14} aria-hidden />} onClick={download}>
            {t('totp.download')}
          </Button>
          <Button variant="default" size="xs" onClick={onDone}>
            {t('totp.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
