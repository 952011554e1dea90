import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { AboutSection } from './components/about-section';
import { HeroSection } from './components/hero-section';
import { SiteFooter } from './components/site-footer';
import { WorkSection } from './components/work-section';

/** docs/spec.md §2 "Home (/)": hero, About Me, My Work and the footer. */
export default function HomePage() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.profile.getProfile.queryOptions());
  const projects = useQuery(trpc.projects.listProjects.queryOptions());

  return (
    <>
      <HeroSection profile={profile.data} isLoading={profile.isPending} />
      <AboutSection profile={profile.data} isLoading={profile.isPending} />
      <WorkSection projects={projects.data ?? []} isLoading={projects.isPending} />
      <SiteFooter profileName={profile.data?.name} />
    </>
  );
}
