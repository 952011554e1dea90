import type { StoredBackup } from '@folio/contracts';
import { Anchor, Button, Center, Code, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArchive, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatFileSize } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { SettingsCard } from './settings-card';
import { useSiteTexts, useTexts } from '../../lib/texts';
import { messageNodes } from '../../lib/message-nodes';

/**
 * Backups from the browser: a new archive streamed straight to a download (a plain link, so the browser saves it
 * as it arrives, whatever its size), and the scheduled ones the server keeps.
 */
export function BackupsCard() {
  const t = useTexts('settings');
  return (
    <SettingsCard
      title={t('backups.title')}
      icon={<IconArchive size={18} />}
      description={messageNodes((values) => t('backups.description', values), {
        format: <Code>.tar.gz.age</Code>,
        keyCommand: <Code>pnpm backup:key</Code>,
        restoreCommand: <Code>pnpm restore FILE --key-file PATH</Code>,
      })}
    >
      <Group>
        <Button
          component="a"
          href="/api/backup"
          download
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="light"
        >
          {t('backups.download')}
        </Button>
      </Group>
      <Divider />
      <ScheduledBackups />
    </SettingsCard>
  );
}

function ScheduledBackups() {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const { data, isPending, isError } = useQuery(trpc.backups.listBackups.queryOptions());

  if (isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('backups.loading')} role="status" />
      </Center>
    );
  }
  if (isError)
    return (
      <Text c="red" size="sm">
        {t('backups.loadFailed')}
      </Text>
    );

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('backups.scheduled')}
      </Text>
      {data.schedule ? (
        <Text size="sm" c="dimmed">
          {messageNodes((values) => t('backups.schedule', { ...values, keep: data.keep }), {
            schedule: <Code>{data.schedule}</Code>,
          })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {messageNodes((values) => t('backups.off', values), {
            scheduleVariable: <Code>BACKUP_SCHEDULE</Code>,
            example: <Code>0 3 * * *</Code>,
            keepVariable: <Code>BACKUP_KEEP</Code>,
          })}
        </Text>
      )}
      {data.backups.length === 0 ? (
        data.schedule ? (
          <Text size="sm" c="dimmed">
            {t('backups.none')}
          </Text>
        ) : null
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('backups.scheduled')}>
          {data.backups.map((backup) => (
            <BackupRow key={backup.name} backup={backup} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function BackupRow({ backup }: { backup: StoredBackup }) {
  const t = useTexts('settings');
  const { language } = useSiteTexts();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="xs" data-testid="scheduled-backup">
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={500}>
          {formatDateTime(backup.createdAt, language)}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {backup.name} · {formatFileSize(backup.size, language)}
        </Text>
      </Stack>
      <Anchor
        href={backup.downloadUrl}
        download
        size="sm"
        aria-label={t('backups.downloadLabel', { date: formatDateTime(backup.createdAt, language) })}
      >
        {t('backups.downloadOne')}
      </Anchor>
    </Group>
  );
}
