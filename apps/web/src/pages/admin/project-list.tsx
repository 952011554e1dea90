import { toasts, type Project } from '@folio/contracts';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { useState, type ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc';
import { CATEGORY_LABELS } from './category';
import { EditProjectDialog } from './edit-project-dialog';
import { EmptyListText } from './empty-list-text';
import { OrderButtons } from './order-buttons';
import { SectionLoader } from './section-loader';
import { useOwnerOrder } from './use-owner-order';

/**
 * SPEC §2 "Existing Projects", each deletable behind the 'Delete Project' confirmation, editable in a dialog,
 * and moved up or down in the owner's order (the order Home shows).
 */
export function ProjectList() {
  const trpc = useTRPC();
  const { data: projects, isPending } = useQuery(trpc.projects.listProjects.queryOptions());
  const [projectToEdit, setProjectToEdit] = useState<Project | null>(null);
  const order = useOwnerOrder(trpc.projects.listProjects.queryKey(), trpc.projects.reorderProjects.mutationOptions());

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        Existing Projects
      </Title>
      <ConfirmDeleteList
        deleteOptions={trpc.projects.deleteProject.mutationOptions()}
        toasts={{ success: toasts.projectDeleted, failure: toasts.projectDeleteFailed }}
        refresh={[trpc.projects.listProjects.queryKey()]}
        title="Delete Project"
        message="Are you sure you want to delete this project? This action cannot be undone."
      >
        {(requestDelete) =>
          isPending ? (
            <SectionLoader label="Loading projects" />
          ) : !projects?.length ? (
            <EmptyListText>No projects yet. Create one above!</EmptyListText>
          ) : (
            <Stack gap="sm">
              {projects.map((project, index) => (
                <ProjectRow
                  key={project.id}
                  project={project}
                  onDelete={() => requestDelete(project)}
                  onEdit={() => setProjectToEdit(project)}
                  order={
                    <OrderButtons
                      itemName={project.title}
                      isFirst={index === 0}
                      isLast={index === projects.length - 1}
                      disabled={order.isMoving}
                      onMove={(offset) => order.move(projects, index, offset)}
                    />
                  }
                />
              ))}
            </Stack>
          )
        }
      </ConfirmDeleteList>
      {projectToEdit && <EditProjectDialog project={projectToEdit} onClose={() => setProjectToEdit(null)} />}
    </Card>
  );
}

type ProjectRowProps = { project: Project; onDelete: () => void; onEdit: () => void; order: ReactNode };

function ProjectRow({ project, onDelete, onEdit, order }: ProjectRowProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-project">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        {order}
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {project.title}
            </Text>
            <Badge variant="light" color={project.category === 'business' ? 'blue' : 'grape'}>
              {CATEGORY_LABELS[project.category]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {project.description}
          </Text>
          {project.link && (
            <Anchor href={project.link} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
              <Group gap={4} wrap="nowrap">
                View Project
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={`Edit project ${project.title}`}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onDelete}
            aria-label={`Delete project ${project.title}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
