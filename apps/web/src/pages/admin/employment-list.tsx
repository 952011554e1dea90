import type { Employment } from '@folio/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { EditEmploymentDialog } from './edit-employment-dialog';
import { formatEmploymentPeriod } from '../../components/employment-period';
import { MarkdownHtml } from '../../components/markdown/markdown-html';
import { OwnerOrderedList } from './owner-ordered-list';
import { useOwnerOrder } from './use-owner-order';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/**
 * docs/spec.md §2 "Employment History" in the admin panel: each entry deletable behind a confirmation, editable in a
 * dialog, and moved up or down in the owner's order (the order Credentials shows).
 */
export function EmploymentList() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const { data: entries, isPending } = useQuery(trpc.employment.listEmployment.queryOptions());
  const order = useOwnerOrder(
    trpc.employment.listEmployment.queryKey(),
    trpc.employment.reorderEmployment.mutationOptions(),
  );

  return (
    <OwnerOrderedList
      title={t('employment.listHeading')}
      items={entries}
      isPending={isPending}
      loadingLabel={t('employment.loading')}
      emptyText={t('employment.empty')}
      itemKind={t('employment.kind')}
      itemName={(entry) => t('employment.itemName', { position: entry.position, company: entry.company })}
      rowTestId="admin-employment"
      order={order}
      deletion={{
        deleteOptions: trpc.employment.deleteEmployment.mutationOptions(),
        toasts: { success: toastTexts(t, 'employment.deleted'), failure: toastTexts(t, 'employment.deleteFailed') },
        refresh: [trpc.employment.listEmployment.queryKey()],
        title: t('employment.deleteTitle'),
        message: t('employment.deleteMessage'),
      }}
      renderDetails={(entry) => <EmploymentDetails entry={entry} />}
      renderEditDialog={(entry, close) => <EditEmploymentDialog entry={entry} onClose={close} />}
    />
  );
}

function EmploymentDetails({ entry }: { entry: Employment }) {
  return (
    <>
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
      {/* As visitors see it on Credentials: the Markdown rendered and sanitised by the server, not its source. */}
      {entry.descriptionHtml && (
        <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
          <MarkdownHtml html={entry.descriptionHtml} />
        </Text>
      )}
    </>
  );
}
