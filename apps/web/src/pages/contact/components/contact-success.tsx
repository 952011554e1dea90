import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTexts } from '../../../lib/texts';

export function ContactSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useTexts('pages');
  // The form just disappeared; move focus to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card p={{ base: 'xl', sm: 48 }} data-testid="contact-success">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 22, sm: 26 }} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('contact.sent.heading')}
        </Title>
        <Text c="dimmed">{t('contact.sent.text')}</Text>
        <Button variant="light" mt="sm" onClick={onSendAnother}>
          {t('contact.sent.again')}
        </Button>
      </Stack>
    </Card>
  );
}
