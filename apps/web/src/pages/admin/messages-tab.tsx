import { messageMarkedToast, toasts, type ContactMessage } from '@folio/contracts';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { formatDateTime } from '../../lib/format';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { EmptyListText } from './empty-list-text';
import { SectionLoader } from './section-loader';

/**
 * docs/spec.md §2 "Contact Messages": what visitors sent through the contact form. Each is unread until the owner marks
 * it read, and can be deleted behind a confirmation.
 */
export function MessagesTab() {
  const trpc = useTRPC();
  const listKey = trpc.contact.listContactMessages.queryKey();
  const { data: messages, isPending } = useQuery(trpc.contact.listContactMessages.queryOptions());
  const markRead = useAppMutation(trpc.contact.markContactMessageRead.mutationOptions(), {
    toasts: { success: messageMarkedToast, failure: toasts.messageMarkFailed },
    refresh: [listKey],
  });

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        Contact Messages
      </Title>
      <ConfirmDeleteList
        deleteOptions={trpc.contact.deleteContactMessage.mutationOptions()}
        toasts={{ success: toasts.messageDeleted, failure: toasts.messageDeleteFailed }}
        refresh={[listKey]}
        title="Delete Message"
        message={(message: ContactMessage) => `Are you sure you want to delete the message from ${message.name}? This action cannot be undone.`}
      >
        {(requestDelete) =>
          isPending ? (
            <SectionLoader label="Loading messages" />
          ) : !messages?.length ? (
            <EmptyListText>No messages yet.</EmptyListText>
          ) : (
            <Stack gap="sm">
              {messages.map((message) => (
                <MessageCard
                  key={message.id}
                  message={message}
                  onToggleRead={() => markRead.mutate({ id: message.id, read: !message.read })}
                  onDelete={() => requestDelete(message)}
                />
              ))}
            </Stack>
          )
        }
      </ConfirmDeleteList>
    </Card>
  );
}

type MessageCardProps = { message: ContactMessage; onToggleRead: () => void; onDelete: () => void };

function MessageCard({ message, onToggleRead, onDelete }: MessageCardProps) {
  const unread = !message.read;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid="contact-message"
      data-read={message.read}
      aria-label={`${unread ? 'Unread message' : 'Message'} from ${message.name}`}
      style={unread ? { borderLeft: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={unread ? 700 : 600} style={{ overflowWrap: 'anywhere' }}>
              {message.name}
            </Text>
            {unread && (
              <Badge size="xs" variant="filled">
                Unread
              </Badge>
            )}
          </Group>
          <Anchor href={`mailto:${message.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message.email}
          </Anchor>
        </div>
        <Group gap={4} wrap="nowrap" align="center">
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt} mr="xs">
            {formatDateTime(message.createdAt)}
          </Text>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onToggleRead}
            aria-label={unread ? `Mark message from ${message.name} as read` : `Mark message from ${message.name} as unread`}
            title={unread ? 'Mark as read' : 'Mark as unread'}
          >
            {unread ? <IconMailOpened size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={`Delete message from ${message.name}`}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {message.subject && (
        <Text size="sm" fw={500} mb={4} style={{ overflowWrap: 'anywhere' }}>
          Subject: {message.subject}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
    </Card>
  );
}
