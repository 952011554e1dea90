import { GALLERY_LIMIT, MAX_PICTURE_BYTES, PICTURE_TYPES, type Category, type GalleryPicture } from '@folio/contracts';
import { ActionIcon, Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { pictureSources } from '../../lib/picture-sources';
import { useTRPC } from '../../lib/trpc';
import { OrderButtons } from './order-buttons';
import { uploadPictureFile } from './upload-picture';
import { useTexts } from '../../lib/texts';

const PICTURE_MEGABYTES = Math.round(MAX_PICTURE_BYTES / 1024 / 1024);

type GalleryFieldProps = {
  value: GalleryPicture[];
  onChange: (value: GalleryPicture[]) => void;
  /** The error of each picture's alt text, by position. */
  altError: (index: number) => ReactNode;
  /** The category the uploaded pictures are filed under. */
  category: Category;
};

/** Naming a fresh upload by its file name gives the owner a start, rather than an empty alt text. */
const altFromName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();

/**
 * A project's gallery: pictures uploaded here (as `purpose: picture`, like every site image), each with its alt
 * text, moved up and down or removed. Removing one takes it off the page only; it stays among the Pictures.
 */
export function GalleryField({ value, onChange, altError, category }: GalleryFieldProps) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const add = async (files: File[]) => {
    setUploadError(null);
    setUploading(true);
    const added: GalleryPicture[] = [];
    try {
      for (const file of files.slice(0, GALLERY_LIMIT - value.length)) {
        try {
          const picture = await uploadPictureFile(file, category);
          added.push({ fileId: picture.id, src: picture.objectPath, alt: altFromName(file.name) });
        } catch {
          setUploadError(t('picture.uploadFailed', { name: file.name }));
        }
      }
    } finally {
      onChange([...value, ...added]);
      setUploading(false);
      void queryClient.invalidateQueries({ queryKey: trpc.files.listFiles.queryKey({ purpose: 'picture' }) });
    }
  };
  const move = (index: number, offset: -1 | 1) => {
    const next = [...value];
    const [picture] = next.splice(index, 1);
    if (picture) next.splice(index + offset, 0, picture);
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('gallery.label')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('gallery.description', { limit: GALLERY_LIMIT })}
        </Text>
      </div>
      {value.map((picture, index) => (
        <Group key={picture.fileId} gap="sm" wrap="nowrap" align="center" data-testid="gallery-item">
          <OrderButtons
            itemName={t('gallery.picture', { number: index + 1 })}
            isFirst={index === 0}
            isLast={index === value.length - 1}
            disabled={uploading}
            onMove={(offset) => move(index, offset)}
          />
          <Image {...pictureSources(picture.src, '80px', 160)} alt="" w={80} h={60} fit="cover" radius="sm" />
          <TextInput
            label={t('gallery.alt')}
            description={index === 0 ? t('gallery.altDescription') : undefined}
            style={{ flex: 1 }}
            value={picture.alt}
            error={altError(index)}
            onChange={(event) =>
              onChange(value.map((other, at) => (at === index ? { ...other, alt: event.currentTarget.value } : other)))
            }
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('gallery.remove', { number: index + 1 })}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="sm">
        <FileButton multiple onChange={(files) => void add(files)} accept={PICTURE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={uploading} disabled={value.length >= GALLERY_LIMIT}>
              {t('gallery.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('gallery.formats', { megabytes: PICTURE_MEGABYTES })}
        </Text>
        {uploadError && (
          <Text size="sm" c="red" role="alert">
            {uploadError}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
