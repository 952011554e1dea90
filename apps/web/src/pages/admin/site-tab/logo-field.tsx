import '@mantine/dropzone/styles.css';
import { MAX_PICTURE_BYTES, PICTURE_TYPES } from '@folio/contracts';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { uploadPictureFile } from '../upload-picture';
import { useTexts } from '../../../lib/texts';

type LogoFieldProps = {
  /** The chosen logo's address, for its preview; null without a logo. */
  url: string | null;
  /** A picture uploaded (its id is saved as the logo), or null to remove the logo. */
  onChange: (logo: { id: string; objectPath: string } | null) => void;
};

/** The site's logo: a picture dropped or picked is uploaded at once (as one of the site's pictures) and previewed. */
export function LogoField({ url, onChange }: LogoFieldProps) {
  const t = useTexts('admin');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      onChange(await uploadPictureFile(file, 'business'));
    } catch {
      setError(t('picture.uploadFailed', { name: file.name }));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={t('site.logo')} description={t('site.logoHint')} error={error}>
      <Group align="stretch" gap="md" wrap="nowrap" mt={6}>
        {url && (
          <Stack gap={4} align="center" data-testid="logo-preview">
            <Image src={url} alt={t('site.logoPreview')} w={64} h={64} radius="md" fit="contain" />
            <Button variant="subtle" color="gray" size="compact-xs" onClick={() => onChange(null)}>
              {t('picture.remove')}
            </Button>
          </Stack>
        )}
        <Dropzone
          onDrop={(files) => void upload(files[0])}
          onReject={() => setError(t('picture.refused'))}
          accept={[...PICTURE_TYPES]}
          maxSize={MAX_PICTURE_BYTES}
          maxFiles={1}
          multiple={false}
          loading={uploading}
          style={{ flex: 1 }}
          aria-label={t('site.logoDrop')}
          // Its hidden file input too: a browser otherwise names it in its own words ("file upload").
          inputProps={{ 'aria-label': t('site.logoDrop') }}
          data-testid="logo-dropzone"
        >
          <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }}>
            <IconPhoto size={28} stroke={1.5} aria-hidden />
            <div>
              <Text size="sm" fw={500}>
                {t('site.logoDrop')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('picture.types', { megabytes: Math.round(MAX_PICTURE_BYTES / 1024 / 1024) })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
    </Input.Wrapper>
  );
}
