import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTexts } from '../lib/texts';
import { PageContainer } from './layout/page-container';

/** What a page that does not exist shows: the catch-all route, and a post that is not there. */
export function NotFoundPanel() {
  const t = useTexts('pages');
  return (
    <PageContainer>
      <Center py={{ base: 16, sm: 48 }}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
              <IconAlertCircle size={30} stroke={1.75} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('notFound.heading')}
            </Title>
            <Text c="dimmed">{t('notFound.hint')}</Text>
          </Stack>
        </Paper>
      </Center>
    </PageContainer>
  );
}
