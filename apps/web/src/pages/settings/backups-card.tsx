import type { StoredBackup } from '@folio/contracts';
import { Anchor, Button, Center, Code, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArchive, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatFileSize } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { SettingsCard } from './settings-card';

/**
 * Backups from the browser: a new archive streamed straight to a download (a plain link, so the browser saves it
 * as it arrives, whatever its size), and the scheduled ones the server keeps.
 */
export function BackupsCard() {
  return (
    <SettingsCard
      title="Backups"
      icon={<IconArchive size={18} />}
      description={
        <>
          One encrypted file (<Code>.tar.gz.age</Code>) with all your content, settings, tokens, page views and uploaded
          files. Keep the key <Code>pnpm backup:key</Code> prints somewhere safe: without it no backup can be restored.
          Restore on this or another server with <Code>pnpm restore FILE --key-file PATH</Code> (see docs/operating.md, Backups).
        </>
      }
    >
      <Group>
        <Button component="a" href="/api/backup" download leftSection={<IconDownload size={16} aria-hidden />} variant="light">
          Download a backup now
        </Button>
      </Group>
      <Divider />
      <ScheduledBackups />
    </SettingsCard>
  );
}

function ScheduledBackups() {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(trpc.backups.listBackups.queryOptions());

  if (isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading backups" role="status" />
      </Center>
    );
  }
  if (isError) return <Text c="red" size="sm">The scheduled backups could not be loaded.</Text>;

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Scheduled backups
      </Text>
      {data.schedule ? (
        <Text size="sm" c="dimmed">
          Written on the schedule <Code>{data.schedule}</Code> (UTC); the newest {data.keep} are kept.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Off. Set <Code>BACKUP_SCHEDULE</Code> (for example <Code>0 3 * * *</Code>, every night at 03:00 UTC) and{' '}
          <Code>BACKUP_KEEP</Code> to have the server write them.
        </Text>
      )}
      {data.backups.length === 0 ? (
        data.schedule ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : null
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Scheduled backups">
          {data.backups.map((backup) => (
            <BackupRow key={backup.name} backup={backup} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function BackupRow({ backup }: { backup: StoredBackup }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="md" py="xs" data-testid="scheduled-backup">
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={500}>
          {formatDateTime(backup.createdAt)}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {backup.name} · {formatFileSize(backup.size)}
        </Text>
      </Stack>
      <Anchor href={backup.downloadUrl} download size="sm" aria-label={`Download backup of ${formatDateTime(backup.createdAt)}`}>
        Download
      </Anchor>
    </Group>
  );
}
