import { Button, Group } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { answerMessage } from '../../lib/answer-message';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** Mails the weekly report of the last 7 days now (POST /api/analytics/report), to see what it looks like. */
export function SendReportButton() {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const common = useTexts('common');
  const send = useAppMutation(trpc.analytics.sendWeeklyReport.mutationOptions(), {
    toasts: {
      success: (sent) => toastTexts(t, 'report.sent', { to: sent.to }),
      failure: (error) => ({
        title: t('report.failed.title'),
        description: answerMessage(error, common('error.unreachable')),
      }),
    },
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
        {t('report.sendNow')}
      </Button>
    </Group>
  );
}
