import { SKELETON_CARDS_PER_GROUP, type Category, type Project } from '@folio/contracts';
import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MessageKey } from '@folio/contracts';
import { useTexts } from '../../../lib/texts';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import classes from './home.module.css';

type WorkSectionProps = { projects: Project[]; isLoading: boolean };

const GROUPS: { category: Category; heading: MessageKey<'pages'>; empty: MessageKey<'pages'> }[] = [
  { category: 'business', heading: 'home.work.business', empty: 'home.work.businessEmpty' },
  { category: 'hobby', heading: 'home.work.hobby', empty: 'home.work.hobbyEmpty' },
];

/** docs/spec.md §2 "My Work" (#portfolio): both groups filtered on the client. */
export function WorkSection({ projects, isLoading }: WorkSectionProps) {
  const t = useTexts('pages');
  return (
    <Box component="section" id="portfolio" className={classes.sectionAlt} aria-labelledby="work-heading">
      <Container size={1200} px={{ base: 'md', sm: 'lg' }}>
        <Title id="work-heading" order={2} ta="center" mb={{ base: 'xl', sm: 40 }}>
          {t('home.work.heading')}
        </Title>
        <Stack gap={48}>
          {GROUPS.map((group) => {
            const items = projects.filter((project) => project.category === group.category);
            const headingId = `${group.category}-projects-heading`;
            return (
              <Box component="section" key={group.category} aria-labelledby={headingId}>
                <Title id={headingId} order={3} mb="lg">
                  {t(group.heading)}
                </Title>
                {isLoading ? (
                  <ProjectGrid>
                    {Array.from({ length: SKELETON_CARDS_PER_GROUP }, (_, index) => (
                      <ProjectCardSkeleton key={index} />
                    ))}
                  </ProjectGrid>
                ) : items.length === 0 ? (
                  <Text c="dimmed" className={classes.emptyState}>
                    {t(group.empty)}
                  </Text>
                ) : (
                  <ProjectGrid>
                    {items.map((project) => (
                      <ProjectCard key={project.id} project={project} />
                    ))}
                  </ProjectGrid>
                )}
              </Box>
            );
          })}
        </Stack>
      </Container>
    </Box>
  );
}

function ProjectGrid({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  );
}
