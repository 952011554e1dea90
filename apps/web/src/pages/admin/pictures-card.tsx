import { fileUseMessages, toasts, type FileRecord, type Profile, type Project } from '@folio/contracts';
import { ActionIcon, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { pictureSources } from '../../lib/picture-sources';
import { useTRPC } from '../../lib/trpc';
import { EmptyListText } from './empty-list-text';
import { SectionLoader } from './section-loader';

/** Where the site shows a picture, in the server's words (its 409 names the same places). */
function usesOf(picture: FileRecord, profile: Profile | null | undefined, projects: Project[] | undefined): string[] {
  return [
    ...(profile?.imageUrl === picture.objectPath ? [fileUseMessages.profilePhotoUse] : []),
    ...(projects ?? []).filter((project) => project.imageUrl === picture.objectPath).map((project) => fileUseMessages.projectPictureUse(project.title)),
    ...(projects ?? [])
      .filter((project) => project.gallery.some((shown) => shown.fileId === picture.id))
      .map((project) => fileUseMessages.projectGalleryUse(project.title)),
  ];
}

/**
 * The site's pictures (profile photo, project pictures), uploaded from the picture fields and kept apart from
 * the Files page. One in use is not deleted: the dialog says where it is shown before anything is asked.
 */
export function PicturesCard() {
  const trpc = useTRPC();
  const pictures = useQuery(trpc.files.listFiles.queryOptions({ purpose: 'picture' }));
  const profile = useQuery(trpc.profile.getProfile.queryOptions());
  const projects = useQuery(trpc.projects.listProjects.queryOptions());

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        Pictures
      </Title>
      <ConfirmDeleteList
        deleteOptions={trpc.files.deleteFile.mutationOptions()}
        toasts={{ success: toasts.pictureDeleted, failure: toasts.pictureDeleteFailed }}
        refresh={[trpc.files.listFiles.queryKey({ purpose: 'picture' })]}
        title="Delete Picture"
        refuse={(picture: FileRecord) => usesOf(picture, profile.data, projects.data).length > 0}
        message={(picture: FileRecord) => {
          const uses = usesOf(picture, profile.data, projects.data);
          return uses.length ? fileUseMessages.inUse(uses) : 'Are you sure you want to delete this picture? This action cannot be undone.';
        }}
      >
        {(requestDelete) =>
          pictures.isPending ? (
            <SectionLoader label="Loading pictures" />
          ) : !pictures.data?.length ? (
            <EmptyListText>No pictures yet. Drop one on the profile or a project.</EmptyListText>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="md">
              {pictures.data.map((picture) => {
                const uses = usesOf(picture, profile.data, projects.data);
                return (
                  <Stack key={picture.id} gap={4} data-testid="admin-picture">
                    <Image {...pictureSources(picture.objectPath, '160px', 160)} alt={picture.name} h={96} radius="md" fit="cover" />
                    <Group gap={4} justify="space-between" wrap="nowrap">
                      <Text size="xs" truncate title={picture.name}>
                        {picture.name}
                      </Text>
                      <ActionIcon variant="subtle" color="red" aria-label={`Delete picture ${picture.name}`} onClick={() => requestDelete(picture)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {uses.length ? `Shown as ${uses.join(', ')}` : 'Not shown on the site'}
                    </Text>
                  </Stack>
                );
              })}
            </SimpleGrid>
          )
        }
      </ConfirmDeleteList>
    </Card>
  );
}
