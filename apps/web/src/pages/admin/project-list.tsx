import type { Project } from '@folio/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useCategoryLabel } from '../../components/category';
import { MarkdownHtml } from '../../components/markdown/markdown-html';
import { EditProjectDialog } from './edit-project-dialog';
import { OwnerOrderedList } from './owner-ordered-list';
import { useOwnerOrder } from './use-owner-order';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/**
 * docs/spec.md §2 "Existing Projects", each deletable behind the 'Delete Project' confirmation, editable in a dialog,
 * and moved up or down in the owner's order (the order Home shows).
 */
export function ProjectList() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const { data: projects, isPending } = useQuery(trpc.projects.listProjects.queryOptions());
  const order = useOwnerOrder(trpc.projects.listProjects.queryKey(), trpc.projects.reorderProjects.mutationOptions());

  return (
    <OwnerOrderedList
      title={t('projects.listHeading')}
      items={projects}
      isPending={isPending}
      loadingLabel={t('projects.loading')}
      emptyText={t('projects.empty')}
      itemKind={t('projects.kind')}
      itemName={(project) => project.title}
      rowTestId="admin-project"
      order={order}
      deletion={{
        deleteOptions: trpc.projects.deleteProject.mutationOptions(),
        toasts: { success: toastTexts(t, 'projects.deleted'), failure: toastTexts(t, 'projects.deleteFailed') },
        refresh: [trpc.projects.listProjects.queryKey()],
        title: t('projects.deleteTitle'),
        message: t('projects.deleteMessage'),
      }}
      renderDetails={(project) => <ProjectDetails project={project} />}
      renderEditDialog={(project, close) => <EditProjectDialog project={project} onClose={close} />}
    />
  );
}

function ProjectDetails({ project }: { project: Project }) {
  const t = useTexts('admin');
  const categoryLabel = useCategoryLabel();
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {project.title}
        </Text>
        <Badge variant="light" color={project.category === 'business' ? 'blue' : 'grape'}>
          {categoryLabel(project.category)}
        </Badge>
      </Group>
      {/* As visitors see it: the Markdown rendered and sanitised by the server, not its source. */}
      <Text component="div" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <MarkdownHtml html={project.descriptionHtml} />
      </Text>
      {project.link && (
        <Anchor href={project.link} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            {t('projects.view')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </>
  );
}
