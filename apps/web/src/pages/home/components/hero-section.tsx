import type { Profile } from '@folio/contracts';
import { Box, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconFolder } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link';
import { useTexts } from '../../../lib/texts';
import { withFallbacks } from '../profile-fallbacks';
import classes from './home.module.css';

type HeroSectionProps = { profile: Profile | null | undefined; isLoading: boolean };

export function HeroSection({ profile, isLoading }: HeroSectionProps) {
  const t = useTexts('pages');
  const shown = withFallbacks(profile, t);
  return (
    <Box component="section" className={classes.hero} aria-labelledby={isLoading ? undefined : 'hero-name'}>
      <Container size={1200} px={{ base: 'md', sm: 'lg' }}>
        <Stack align="center" ta="center" gap="lg" maw={760} mx="auto">
          {isLoading ? (
            <Stack align="center" gap="md" w="100%" aria-busy="true" aria-label={t('home.hero.loading')}>
              <Skeleton height={52} width="70%" radius="md" />
              <Skeleton height={26} width="45%" radius="md" />
              <Skeleton height={18} width="85%" radius="md" />
            </Stack>
          ) : (
            <>
              {/* The owner's texts in their own direction (dir="auto"), whatever the site's language: an English bio keeps its full stop at its end on an Arabic page. */}
              <Title id="hero-name" order={1} className={classes.heroName} dir="auto">
                {shown.name}
              </Title>
              <Text className={classes.heroTitle} dir="auto">
                {shown.title}
              </Text>
              {profile?.availability?.showOnHome && (
                <p className={classes.openToWork} data-testid="open-to-work">
                  <span className={classes.openToWorkLabel}>{t('home.hero.openToWork')}</span>
                  {/* The owner's words in their own direction. */}
                  <bdi>{profile.availability.roles}</bdi>
                </p>
              )}
              <Text size="lg" c="dimmed" maw={620} className={classes.heroBio} dir="auto">
                {/* The bio is Markdown: the hero shows it as one plain line, About Me as formatted text. */}
                {profile?.bioText || shown.bio}
              </Text>
            </>
          )}
          <Group justify="center" gap="sm" mt="sm" className={classes.heroActions}>
            <Button component="a" href="#portfolio" size="md" rightSection={<IconArrowDown size={18} stroke={1.75} />}>
              {t('home.hero.viewPortfolio')}
            </Button>
            <Button
              component={AppLink}
              to="/files"
              size="md"
              variant="default"
              leftSection={<IconFolder size={18} stroke={1.75} />}
            >
              {t('home.hero.browseFiles')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
