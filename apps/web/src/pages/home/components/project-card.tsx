import type { Project } from '@folio/contracts';
import { Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link';
import { MarkdownHtml } from '../../../components/markdown/markdown-html';
import { pictureSources } from '../../../lib/picture-sources';
import { useTexts } from '../../../lib/texts';
import classes from './home.module.css';

/**
 * The card's width, which its picture spans (work-section.tsx: one column on phones with 16px page margins, two
 * from 48em and three from 75em with 20px margins and 20px gaps, in a page at most 1200px wide; minus the
 * card's 1px borders). The browser picks its thumbnail from this.
 */
const PROJECT_IMAGE_SIZES = '(min-width: 75em) 372px, (min-width: 48em) calc(50vw - 32px), calc(100vw - 34px)';

/** A card's title leads to the project's own page; "View Project" still opens the project's link in a new tab. */
export function ProjectCard({ project }: { project: Project }) {
  const t = useTexts('pages');
  return (
    <Card className={classes.projectCard} data-testid="project-card">
      {project.imageUrl && (
        <Card.Section>
          <Image
            {...pictureSources(project.imageUrl, PROJECT_IMAGE_SIZES)}
            alt=""
            h={180}
            fit="cover"
            loading="lazy"
            decoding="async"
          />
        </Card.Section>
      )}
      <Stack gap="sm" mt={project.imageUrl ? 'md' : 0} style={{ flex: 1 }}>
        <Title order={4} dir="auto">
          <AppLink to={`/projects/${project.slug}`} className={classes.projectTitleLink}>
            {project.title}
          </AppLink>
        </Title>
        <Text component="div" size="sm" c="dimmed" lh={1.6} dir="auto">
          <MarkdownHtml html={project.descriptionHtml} className={classes.projectDescription} />
        </Text>
        {project.tags.length > 0 && (
          <Group gap={6}>
            {project.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" radius="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      {project.link && (
        <Button
          component="a"
          href={project.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          mt="lg"
          rightSection={<IconExternalLink size={16} stroke={1.75} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('home.project.view')}
        </Button>
      )}
    </Card>
  );
}

export function ProjectCardSkeleton() {
  return (
    <Card className={classes.projectCard} data-testid="project-card-skeleton" aria-hidden>
      <Stack gap="sm">
        <Skeleton height={22} width="60%" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
        <Skeleton height={34} width={130} mt="md" />
      </Stack>
    </Card>
  );
}
