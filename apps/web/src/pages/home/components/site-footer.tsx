import { Box, Container, Text } from '@mantine/core';
import { useTexts } from '../../../lib/texts';
import classes from './home.module.css';

export function SiteFooter({ profileName }: { profileName: string | undefined }) {
  const year = new Date().getFullYear();
  const t = useTexts('pages');
  return (
    <Box component="footer" className={classes.footer}>
      <Container size={1200} px={{ base: 'md', sm: 'lg' }}>
        {/* The server's year and the visitor's may differ around New Year; the visitor's wins. */}
        <Text size="sm" c="dimmed" ta="center" suppressHydrationWarning>
          © {year} {profileName || t('home.fallback.siteName')}
        </Text>
      </Container>
    </Box>
  );
}
