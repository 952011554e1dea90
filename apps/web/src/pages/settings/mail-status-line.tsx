import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../lib/texts';

/** Under the Email Notifications switch: whether mail can be sent at all, and where it goes. */
export function MailStatusLine() {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const { data: status } = useQuery(trpc.settings.getMailStatus.queryOptions());
  if (!status) return null;
  let text: string;
  if (!status.configured) text = t('notifications.notConfigured');
  else if (!status.recipient) text = t('notifications.noRecipient');
  else text = t('notifications.recipient', { recipient: status.recipient });
  return (
    <Text size="sm" c="dimmed" data-testid="mail-status">
      {text}
    </Text>
  );
}
