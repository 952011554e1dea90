import type { Profile } from '@folio/contracts';
import { Box, Button, Container, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandX,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/texts';
import { withFallbacks } from '../profile-fallbacks';
import { pictureSources } from '../../../lib/picture-sources';
import { MarkdownHtml } from '../../../components/markdown/markdown-html';
import classes from './home.module.css';

/**
 * The portrait is drawn at most 240px wide (home.module.css): a third of the card's inside beside the text from
 * 48em (the card is at most 960px, 40px padding, 40px gaps: narrower below about 1000px), else the card's
 * inside on phones (16px page margin, 20px padding, 1px border each side). The browser picks its thumbnail from
 * this, so it must match what is drawn, not the viewport.
 */
const PORTRAIT_SIZES = '(min-width: 48em) min(240px, calc((100vw - 202px) / 3)), min(240px, calc(100vw - 74px))';

type AboutSectionProps = { profile: Profile | null | undefined; isLoading: boolean };

type ProfileLink = { label: string; href: string; icon: ReactNode; external: boolean };

/** SPEC: GitHub, LinkedIn, Twitter and Email (mailto), each only when the profile has it. */
function profileLinks(profile: Profile | null | undefined, emailLabel: string): ProfileLink[] {
  if (!profile) return [];
  const links: (ProfileLink | null)[] = [
    profile.github
      ? { label: 'GitHub', href: profile.github, icon: <IconBrandGithub size={18} />, external: true }
      : null,
    profile.linkedin
      ? { label: 'LinkedIn', href: profile.linkedin, icon: <IconBrandLinkedin size={18} />, external: true }
      : null,
    profile.twitter
      ? { label: 'Twitter', href: profile.twitter, icon: <IconBrandX size={18} />, external: true }
      : null,
    profile.email
      ? { label: emailLabel, href: `mailto:${profile.email}`, icon: <IconMail size={18} />, external: false }
      : null,
    // Visitors are sent the phone only when the owner publishes it.
    profile.phone
      ? {
          label: profile.phone,
          href: `tel:${profile.phone.replace(/[^\d+]/g, '')}`,
          icon: <IconPhone size={18} />,
          external: false,
        }
      : null,
  ];
  return links.filter((link): link is ProfileLink => link !== null);
}

export function AboutSection({ profile, isLoading }: AboutSectionProps) {
  const t = useTexts('pages');
  const shown = withFallbacks(profile, t);
  const links = profileLinks(profile, t('home.about.email'));

  return (
    <Box component="section" id="about" className={classes.section} aria-labelledby="about-heading">
      <Container size={1200} px={{ base: 'md', sm: 'lg' }}>
        <Title id="about-heading" order={2} ta="center" mb={{ base: 'xl', sm: 40 }}>
          {t('home.about.heading')}
        </Title>
        <Paper withBorder p={{ base: 'lg', sm: 40 }} radius="lg" maw={960} mx="auto" className={classes.aboutCard}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'lg', sm: 40 }}>
            <Box className={classes.portraitFrame}>
              {isLoading ? (
                <Skeleton className={classes.portrait} />
              ) : profile?.imageUrl ? (
                <Image
                  {...pictureSources(profile.imageUrl, PORTRAIT_SIZES)}
                  alt={t('home.about.portrait')}
                  className={classes.portrait}
                  // Below the hero on every screen: it loads once the page has what the first paint needs.
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <div className={classes.portraitPlaceholder} role="img" aria-label={t('home.about.portrait')}>
                  <IconUser size={64} stroke={1.25} aria-hidden />
                </div>
              )}
            </Box>
            <Stack gap="md" justify="center" className={classes.aboutText}>
              {isLoading ? (
                <>
                  <Skeleton height={16} />
                  <Skeleton height={16} />
                  <Skeleton height={16} width="70%" />
                </>
              ) : (
                <Text size="lg" lh={1.7} component="div" dir="auto">
                  {profile?.bioHtml ? <MarkdownHtml html={profile.bioHtml} /> : shown.bio}
                </Text>
              )}
              {profile?.location && (
                <Group gap={6} c="dimmed" data-testid="profile-location">
                  <IconMapPin size={18} aria-hidden />
                  <Text dir="auto">{profile.location}</Text>
                </Group>
              )}
              {links.length > 0 && (
                <Group gap="sm" mt="xs">
                  {links.map((link) => (
                    <Button
                      key={link.label}
                      component="a"
                      href={link.href}
                      variant="default"
                      leftSection={link.icon}
                      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {link.label}
                    </Button>
                  ))}
                </Group>
              )}
            </Stack>
          </SimpleGrid>
        </Paper>
      </Container>
    </Box>
  );
}
