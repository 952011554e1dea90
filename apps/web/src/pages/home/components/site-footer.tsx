import { Box, Container, Text } from '@mantine/core';
import { PROFILE_FALLBACKS } from '../profile-fallbacks';
import classes from './home.module.css';

export function SiteFooter({ profileName }: { profileName: string | undefined }) {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size={1200} px={{ base: 'md', sm: 'lg' }}>
        {/* The server's year and the visitor's may differ around New Year; the visitor's wins. */}
        <Text size="sm" c="dimmed" ta="center" suppressHydrationWarning>
          © {year} {profileName || PROFILE_FALLBACKS.footerName}
        </Text>
      </Container>
    </Box>
  );
}
