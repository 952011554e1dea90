import type { Project } from '@folio/contracts';
import { Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { pictureSources } from '../../../lib/picture-sources';
import classes from './home.module.css';

/** A card spans the page on phones, half of it on tablets and a third (at most about 380px) beyond. */
const PROJECT_IMAGE_SIZES = '(min-width: 62em) 380px, (min-width: 48em) 50vw, 100vw';

export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card className={classes.projectCard} data-testid="project-card">
      {project.imageUrl && (
        <Card.Section>
          <Image {...pictureSources(project.imageUrl, PROJECT_IMAGE_SIZES)} alt="" h={180} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="sm" mt={project.imageUrl ? 'md' : 0} style={{ flex: 1 }}>
        <Title order={4}>{project.title}</Title>
        <Text size="sm" c="dimmed" lh={1.6} className={classes.preserveLines}>
          {project.description}
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
          View Project
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
