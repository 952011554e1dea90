import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** Under the Email Notifications switch: whether mail can be sent at all, and where it goes. */
export function MailStatusLine() {
  const trpc = useTRPC();
  const { data: status } = useQuery(trpc.settings.getMailStatus.queryOptions());
  if (!status) return null;
  let text: string;
  if (!status.configured) text = 'Mail is not configured on this server (SMTP_URL), so no notification emails are sent.';
  else if (!status.recipient) text = 'No address to notify: add an email to your profile (Admin) or set NOTIFY_EMAIL.';
  else text = `New contact messages are emailed to ${status.recipient}.`;
  return (
    <Text size="sm" c="dimmed" data-testid="mail-status">
      {text}
    </Text>
  );
}
