import { toasts, type Employment } from '@folio/contracts';
import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { useTRPC } from '../../lib/trpc';
import { EmptyListText } from './empty-list-text';
import { formatEmploymentPeriod } from './employment-period';
import { SectionLoader } from './section-loader';

/** SPEC §2 "Employment History" in the admin panel, each entry deletable behind a confirmation. */
export function EmploymentList() {
  const trpc = useTRPC();
  const { data: entries, isPending } = useQuery(trpc.employment.listEmployment.queryOptions());

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        Employment History
      </Title>
      <ConfirmDeleteList
        deleteOptions={trpc.employment.deleteEmployment.mutationOptions()}
        toasts={{ success: toasts.employmentDeleted, failure: toasts.employmentDeleteFailed }}
        refresh={[trpc.employment.listEmployment.queryKey()]}
        title="Delete Employment Entry"
        message="Are you sure you want to delete this employment entry? This action cannot be undone."
      >
        {(requestDelete) =>
          isPending ? (
            <SectionLoader label="Loading employment history" />
          ) : !entries?.length ? (
            <EmptyListText>No employment history yet. Add one above!</EmptyListText>
          ) : (
            <Stack gap="sm">
              {entries.map((entry) => (
                <EmploymentRow key={entry.id} entry={entry} onDelete={() => requestDelete(entry)} />
              ))}
            </Stack>
          )
        }
      </ConfirmDeleteList>
    </Card>
  );
}

function EmploymentRow({ entry, onDelete }: { entry: Employment; onDelete: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-employment">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} miw={0}>
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {entry.position}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.company}
            </Text>
          </div>
          {(entry.industry || entry.location) && (
            <Group gap="xs">
              {entry.industry && (
                <Badge variant="light" tt="none">
                  {entry.industry}
                </Badge>
              )}
              {entry.location && (
                <Badge variant="default" tt="none" leftSection={<IconMapPin size={12} aria-hidden />}>
                  {entry.location}
                </Badge>
              )}
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {formatEmploymentPeriod(entry)}
          </Text>
          {entry.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {entry.description}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onDelete}
          aria-label={`Delete employment entry ${entry.position} at ${entry.company}`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}
