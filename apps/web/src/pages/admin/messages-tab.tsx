import type { ContactMessage } from '@folio/contracts';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { EmptyListText } from './empty-list-text';
import { SectionLoader } from './section-loader';

/** SPEC §2 "Contact Messages": what visitors sent through the contact form. */
export function MessagesTab() {
  const trpc = useTRPC();
  const { data: messages, isPending } = useQuery(trpc.contact.listContactMessages.queryOptions());

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        Contact Messages
      </Title>
      {isPending ? (
        <SectionLoader label="Loading messages" />
      ) : !messages?.length ? (
        <EmptyListText>No messages yet.</EmptyListText>
      ) : (
        <Stack gap="sm">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="contact-message">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {message.name}
          </Text>
          <Anchor href={`mailto:${message.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message.email}
          </Anchor>
        </div>
        <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </Text>
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
