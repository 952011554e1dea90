import { toasts } from '@folio/contracts';
import { Tabs, Text, Title } from '@mantine/core';
import { IconBriefcase, IconFolder, IconMail, IconUser } from '@tabler/icons-react';
import { PageContainer } from '../../components/layout/page-container';
import { useRequireOwner } from '../../lib/use-require-owner';
import { EmploymentTab } from './employment-tab';
import { MessagesTab } from './messages-tab';
import { ProfileTab } from './profile-tab';
import { ProjectsTab } from './projects-tab';
import classes from './admin-page.module.css';
import { SectionLoader } from './section-loader';

/**
 * SPEC §2 Admin: the owner edits the profile, projects and employment history, and reads contact messages.
 * Visitors get the 'Authentication Required' toast and are sent to sign in; nothing else renders for them,
 * and no admin query runs until the owner is known.
 */
export default function AdminPage() {
  const { isLoading, isAuthenticated } = useRequireOwner(toasts.authRequiredAdmin);

  if (isLoading) return <SectionLoader label="Loading" />;
  if (!isAuthenticated) return null;

  return (
    <PageContainer>
      <Title order={1}>Admin Panel</Title>
      <Text c="dimmed" mt={4} mb="xl">
        Manage your portfolio content
      </Text>
      <Tabs defaultValue="profile" keepMounted={false} classNames={{ tab: classes.tab, tabSection: classes.tabSection }}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="projects" leftSection={<IconFolder size={16} aria-hidden />}>
            Projects
          </Tabs.Tab>
          <Tabs.Tab value="employment" leftSection={<IconBriefcase size={16} aria-hidden />}>
            Employment
          </Tabs.Tab>
          <Tabs.Tab value="messages" leftSection={<IconMail size={16} aria-hidden />}>
            Messages
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="projects">
          <ProjectsTab />
        </Tabs.Panel>
        <Tabs.Panel value="employment">
          <EmploymentTab />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesTab />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
