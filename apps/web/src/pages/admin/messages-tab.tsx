import type { ContactMessage } from '@folio/contracts';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { formatDateTime } from '../../lib/format';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { EmptyListText } from './empty-list-text';
import { SectionLoader } from './section-loader';
import { useSiteTexts, useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/**
 * docs/spec.md §2 "Contact Messages": what visitors sent through the contact form. Each is unread until the owner marks
 * it read, and can be deleted behind a confirmation.
 */
export function MessagesTab() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const listKey = trpc.contact.listContactMessages.queryKey();
  const { data: messages, isPending } = useQuery(trpc.contact.listContactMessages.queryOptions());
  const markRead = useAppMutation(trpc.contact.markContactMessageRead.mutationOptions(), {
    toasts: {
      success: (message) =>
        toastTexts(t, message.read ? 'messages.markedRead' : 'messages.markedUnread', { name: message.name }),
      failure: toastTexts(t, 'messages.markFailed'),
    },
    refresh: [listKey],
  });

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        {t('messages.heading')}
      </Title>
      <ConfirmDeleteList
        deleteOptions={trpc.contact.deleteContactMessage.mutationOptions()}
        toasts={{ success: toastTexts(t, 'messages.deleted'), failure: toastTexts(t, 'messages.deleteFailed') }}
        refresh={[listKey]}
        title={t('messages.deleteTitle')}
        message={(message: ContactMessage) => t('messages.deleteMessage', { name: message.name })}
      >
        {(requestDelete) =>
          isPending ? (
            <SectionLoader label={t('messages.loading')} />
          ) : !messages?.length ? (
            <EmptyListText>{t('messages.empty')}</EmptyListText>
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
  const t = useTexts('admin');
  const { language } = useSiteTexts();
  const unread = !message.read;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid="contact-message"
      data-read={message.read}
      aria-label={t(unread ? 'messages.unreadFrom' : 'messages.from', { name: message.name })}
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
                {t('messages.unread')}
              </Badge>
            )}
          </Group>
          <Anchor href={`mailto:${message.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message.email}
          </Anchor>
        </div>
        <Group gap={4} wrap="nowrap" align="center">
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt} me="xs">
            {formatDateTime(message.createdAt, language)}
          </Text>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onToggleRead}
            aria-label={t(unread ? 'messages.markReadLabel' : 'messages.markUnreadLabel', { name: message.name })}
            title={unread ? t('messages.markRead') : t('messages.markUnread')}
          >
            {unread ? <IconMailOpened size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onDelete}
            aria-label={t('messages.deleteLabel', { name: message.name })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {message.subject && (
        <Text size="sm" fw={500} mb={4} style={{ overflowWrap: 'anywhere' }}>
          {t('messages.subject', { subject: message.subject })}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
    </Card>
  );
}
