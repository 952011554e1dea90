import { toasts, type Employment } from '@folio/contracts';
import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { useState, type ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc';
import { EditEmploymentDialog } from './edit-employment-dialog';
import { EmptyListText } from './empty-list-text';
import { formatEmploymentPeriod } from './employment-period';
import { OrderButtons } from './order-buttons';
import { SectionLoader } from './section-loader';
import { useOwnerOrder } from './use-owner-order';

/**
 * SPEC §2 "Employment History" in the admin panel: each entry deletable behind a confirmation, editable in a
 * dialog, and moved up or down in the owner's order (the order Credentials shows).
 */
export function EmploymentList() {
  const trpc = useTRPC();
  const { data: entries, isPending } = useQuery(trpc.employment.listEmployment.queryOptions());
  const [entryToEdit, setEntryToEdit] = useState<Employment | null>(null);
  const order = useOwnerOrder(trpc.employment.listEmployment.queryKey(), trpc.employment.reorderEmployment.mutationOptions());

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
              {entries.map((entry, index) => (
                <EmploymentRow
                  key={entry.id}
                  entry={entry}
                  onDelete={() => requestDelete(entry)}
                  onEdit={() => setEntryToEdit(entry)}
                  order={
                    <OrderButtons
                      itemName={`${entry.position} at ${entry.company}`}
                      isFirst={index === 0}
                      isLast={index === entries.length - 1}
                      disabled={order.isMoving}
                      onMove={(offset) => order.move(entries, index, offset)}
                    />
                  }
                />
              ))}
            </Stack>
          )
        }
      </ConfirmDeleteList>
      {entryToEdit && <EditEmploymentDialog entry={entryToEdit} onClose={() => setEntryToEdit(null)} />}
    </Card>
  );
}

type EmploymentRowProps = { entry: Employment; onDelete: () => void; onEdit: () => void; order: ReactNode };

function EmploymentRow({ entry, onDelete, onEdit, order }: EmploymentRowProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-employment">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        {order}
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
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
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onEdit}
            aria-label={`Edit employment entry ${entry.position} at ${entry.company}`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
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
      </Group>
    </Card>
  );
}
