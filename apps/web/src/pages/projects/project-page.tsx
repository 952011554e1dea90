import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { PageContainer } from '../../components/layout/page-container';
import { MarkdownHtml } from '../../components/markdown/markdown-html';
import { NotFoundPanel } from '../../components/not-found-panel';
import { pictureSources } from '../../lib/picture-sources';
import { useTRPC } from '../../lib/trpc';
import classes from './project-page.module.css';
import { useTexts } from '../../lib/texts';

/**
 * A thumbnail's drawn width (project-page.module.css: two columns on phones, three from 36em, in the 760px
 * column), which the browser picks its copy by.
 */
const THUMBNAIL_SIZES = '(min-width: 48em) 240px, (min-width: 36em) 31vw, 46vw';

/** One project (/projects/{slug}): title, category and tags, description, its page's text, gallery and link. */
export default function ProjectPage() {
  const trpc = useTRPC();
  const t = useTexts('pages');
  const { slug = '' } = useParams();
  // A project the server answered as not found stays so after hydration, rather than being asked for again.
  const {
    data: project,
    isPending,
    isError,
  } = useQuery({
    ...trpc.projects.getProject.queryOptions({ id: slug }),
    refetchOnMount: false,
    // A "not found" the server's render brought is the answer (shown by the server too): asked again on mount, the
    // server would render a loader for it and no 404 page.
    retryOnMount: false,
  });

  if (isError) return <NotFoundPanel />;
  if (isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('project.loading')} />
      </Center>
    );
  }

  return (
    <PageContainer>
      <article className={classes.column}>
        <Stack gap="md" mb="xl">
          <Text size="sm">
            <AppLink to="/#portfolio" className={classes.link}>
              {t('project.back')}
            </AppLink>
          </Text>
          <Title order={1} className={classes.title}>
            {project.title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" radius="sm">
              {t(`project.category.${project.category}`)}
            </Badge>
            {project.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" radius="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
          <MarkdownHtml html={project.descriptionHtml} className={classes.lead} />
        </Stack>
        {project.bodyHtml && <MarkdownHtml html={project.bodyHtml} className={classes.body} />}
        {project.gallery.length > 0 && (
          <section aria-labelledby="gallery-heading" className={classes.gallerySection}>
            <Title id="gallery-heading" order={2} size="h3" mb="md">
              {t('project.gallery')}
            </Title>
            <ul className={classes.gallery}>
              {project.gallery.map((picture) => (
                <li key={picture.fileId}>
                  <a href={`${picture.src}?w=1280`} className={classes.thumbnailLink}>
                    <img
                      {...pictureSources(picture.src, THUMBNAIL_SIZES, 480)}
                      alt={picture.alt}
                      className={classes.thumbnail}
                      loading="lazy"
                      decoding="async"
                      width={240}
                      height={180}
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {project.link && (
          <Button
            component="a"
            href={project.link}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            mt="xl"
            rightSection={<IconExternalLink size={16} stroke={1.75} aria-hidden />}
          >
            {t('project.view')}
            <span className={classes.visuallyHidden}>{` ${t('project.opensInNewTab')}`}</span>
          </Button>
        )}
      </article>
    </PageContainer>
  );
}
