import type { FileRecord, Profile, Project, Translate } from '@folio/contracts';
import { ActionIcon, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDeleteList } from '../../components/confirm-delete/confirm-delete-list';
import { pictureSources } from '../../lib/picture-sources';
import { useTRPC } from '../../lib/trpc';
import { EmptyListText } from './empty-list-text';
import { SectionLoader } from './section-loader';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

/** Where the site shows a picture, in the server's words (its 409 names the same places). */
function usesOf(
  t: Translate<'errors'>,
  picture: FileRecord,
  profile: Profile | null | undefined,
  projects: Project[] | undefined,
): string[] {
  return [
    ...(profile?.imageUrl === picture.objectPath ? [t('use.profilePhoto')] : []),
    ...(projects ?? [])
      .filter((project) => project.imageUrl === picture.objectPath)
      .map((project) => t('use.projectPicture', { title: project.title })),
    ...(projects ?? [])
      .filter((project) => project.gallery.some((shown) => shown.fileId === picture.id))
      .map((project) => t('use.projectGallery', { title: project.title })),
  ];
}

/** 'a and b and c', as the server's 409 lists the places too. */
function listUses(t: Translate<'errors'>, uses: readonly string[]): string {
  return uses.reduce((list, use) => t('use.and', { first: list, second: use }));
}

/**
 * The site's pictures (profile photo, project pictures), uploaded from the picture fields and kept apart from
 * the Files page. One in use is not deleted: the dialog says where it is shown before anything is asked.
 */
export function PicturesCard() {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const errors = useTexts('errors');
  const pictures = useQuery(trpc.files.listFiles.queryOptions({ purpose: 'picture' }));
  const profile = useQuery(trpc.profile.getProfile.queryOptions());
  const projects = useQuery(trpc.projects.listProjects.queryOptions());

  return (
    <Card>
      <Title order={2} size="h3" mb="md">
        {t('pictures.heading')}
      </Title>
      <ConfirmDeleteList
        deleteOptions={trpc.files.deleteFile.mutationOptions()}
        toasts={{ success: toastTexts(t, 'pictures.deleted'), failure: toastTexts(t, 'pictures.deleteFailed') }}
        refresh={[trpc.files.listFiles.queryKey({ purpose: 'picture' })]}
        title={t('pictures.deleteTitle')}
        refuse={(picture: FileRecord) => usesOf(errors, picture, profile.data, projects.data).length > 0}
        message={(picture: FileRecord) => {
          const uses = usesOf(errors, picture, profile.data, projects.data);
          return uses.length ? errors('fileInUse', { uses: listUses(errors, uses) }) : t('pictures.deleteMessage');
        }}
      >
        {(requestDelete) =>
          pictures.isPending ? (
            <SectionLoader label={t('pictures.loading')} />
          ) : !pictures.data?.length ? (
            <EmptyListText>{t('pictures.empty')}</EmptyListText>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="md">
              {pictures.data.map((picture) => {
                const uses = usesOf(errors, picture, profile.data, projects.data);
                return (
                  <Stack key={picture.id} gap={4} data-testid="admin-picture">
                    <Image
                      {...pictureSources(picture.objectPath, '160px', 160)}
                      alt={picture.name}
                      h={96}
                      radius="md"
                      fit="cover"
                    />
                    <Group gap={4} justify="space-between" wrap="nowrap">
                      <Text size="xs" truncate title={picture.name}>
                        {picture.name}
                      </Text>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('pictures.deleteLabel', { name: picture.name })}
                        onClick={() => requestDelete(picture)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {uses.length ? t('pictures.shownAs', { uses: uses.join(', ') }) : t('pictures.notShown')}
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
