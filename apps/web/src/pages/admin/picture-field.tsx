import '@mantine/dropzone/styles.css';
import { MAX_PICTURE_BYTES, PICTURE_TYPES, type Category } from '@folio/contracts';
import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoUp, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pictureSources } from '../../lib/picture-sources';
import { useTRPC } from '../../lib/trpc';
import { uploadPicture } from './upload-picture';
import { useTexts } from '../../lib/texts';

type PictureFieldProps = {
  /** The URL field's label, as SPEC names it ('Profile Image URL', 'Image URL (optional)'). */
  label: string;
  /** What the drop zone's preview is called for assistive technology. */
  previewAlt: string;
  /** The category the uploaded picture is filed under on the Files page. */
  category: Category;
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * A picture of the profile or a project: an http(s) URL typed in, or a picture dropped (or
 * picked) in the drop zone, uploaded at once and shown as a preview; the field then holds its site-relative
 * path, which keeps working when the site moves to another domain.
 */
export function PictureField({
  label,
  previewAlt,
  category,
  value = '',
  onChange,
  error,
  onFocus,
  onBlur,
}: PictureFieldProps) {
  const trpc = useTRPC();
  const t = useTexts('admin');
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      onChange(await uploadPicture(file, category));
      // The Pictures card lists it at once.
      void queryClient.invalidateQueries({ queryKey: trpc.files.listFiles.queryKey({ purpose: 'picture' }) });
    } catch {
      setUploadError(t('picture.uploadFailed', { name: file.name }));
    } finally {
      setUploading(false);
    }
  };
  const refuse = (rejections: FileRejection[]) => {
    setUploadError(t('picture.refusedFile', { name: rejections[0]?.file.name ?? t('picture.thisFile') }));
  };

  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        type="url"
        placeholder={t('picture.urlPlaceholder')}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <Group align="stretch" gap="md" wrap="nowrap">
        {value && (
          <Stack gap={4} align="center" data-testid="picture-preview">
            <Image {...pictureSources(value, '96px', 160)} alt={previewAlt} w={96} h={96} radius="md" fit="cover" />
            <Button variant="subtle" color="gray" size="compact-xs" onClick={() => onChange('')}>
              {t('picture.remove')}
            </Button>
          </Stack>
        )}
        <Dropzone
          onDrop={(files) => void upload(files)}
          onReject={refuse}
          accept={[...PICTURE_TYPES]}
          maxSize={MAX_PICTURE_BYTES}
          maxFiles={1}
          multiple={false}
          loading={uploading}
          style={{ flex: 1 }}
          aria-label={t('picture.uploadFor', { name: previewAlt })}
          // Its hidden file input too: a browser otherwise names it in its own words ("file upload").
          inputProps={{ 'aria-label': t('picture.uploadFor', { name: previewAlt }) }}
          data-testid="picture-dropzone"
        >
          <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconPhotoUp size={32} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                {t('picture.drop')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('picture.types', { megabytes: Math.round(MAX_PICTURE_BYTES / 1024 / 1024) })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
      {uploadError && (
        <Text size="sm" c="red.8" role="alert">
          {uploadError}
        </Text>
      )}
    </Stack>
  );
}
