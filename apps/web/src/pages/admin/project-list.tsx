import { toasts, type Project } from '@folio/contracts';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { useTRPC } from '../../lib/trpc';
import { CATEGORY_LABELS } from './category';
import { EmptyListText } from './empty-list-text';
import { SectionLoader } from './section-loader';

/** SPEC §2 "Existing Projects", each deletable behind the 'Delete Project' confirmation. */
export function ProjectList() {
  const trpc = useTRPC();
  const { data: projects, isPending } = useQuery(trpc.projects.listProjects.queryOptions());

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
              {projects.map((project) => (
                <ProjectRow key={project.id} project={project} onDelete={() => requestDelete(project)} />
              ))}
            </Stack>
          )
        }
      </ConfirmDeleteList>
    </Card>
  );
}

function ProjectRow({ project, onDelete }: { project: Project; onDelete: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="admin-project">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} miw={0}>
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
    </Card>
  );
}
