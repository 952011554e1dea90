import { toasts, weeklyReportTexts } from '@folio/contracts';
import { Button, Group } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';

/** Mails the weekly report of the last 7 days now (POST /api/analytics/report), to see what it looks like. */
export function SendReportButton() {
  const trpc = useTRPC();
  const send = useAppMutation(trpc.analytics.sendWeeklyReport.mutationOptions(), {
    toasts: { success: (sent) => toasts.weeklyReportSent(sent.to), failure: toasts.weeklyReportFailed },
  });
  return (
    <Group>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMailForward size={16} aria-hidden />}
        loading={send.isPending}
        onClick={() => send.mutate()}
      >
        {weeklyReportTexts.sendNow}
      </Button>
    </Group>
  );
}
