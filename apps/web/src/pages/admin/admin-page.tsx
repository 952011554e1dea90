import { Badge, Tabs, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconCertificate,
  IconFolder,
  IconMail,
  IconPalette,
  IconPencil,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { useTexts } from '../../lib/texts';
import { useTRPC } from '../../lib/trpc';
import { useAuth } from '../../lib/use-auth';
import { CredentialsTab } from './credentials-tab';
import { EmploymentTab } from './employment-tab';
import { MessagesTab } from './messages-tab';
import { ProfileTab } from './profile-tab';
import { ProjectsTab } from './projects-tab';
import { SiteTab } from './site-tab/site-tab';
import { WritingTab } from './writing-tab';
import classes from './admin-page.module.css';
import { SectionLoader } from './section-loader';

const TABS = ['profile', 'projects', 'writing', 'employment', 'credentials', 'messages', 'site'] as const;
type AdminTab = (typeof TABS)[number];

function isAdminTab(value: string | null): value is AdminTab {
  return TABS.includes(value as AdminTab);
}

/**
 * docs/spec.md §2 Admin: the owner edits the profile, projects, employment history and credentials, and reads
 * contact messages.
 * Visitors get the 'Authentication Required' toast and are sent to sign in; nothing else renders for them,
 * and no admin query runs until the owner is known.
 */
export default function AdminPage() {
  // The route turns a visitor away (pages.ts); meanwhile nothing of the panel renders for them.
  const { isLoading, isAuthenticated } = useAuth();
  const t = useTexts('admin');
  const trpc = useTRPC();
  // The tab is in the address (?tab=credentials), so other pages can link to it and a reload keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(requestedTab) ? requestedTab : 'profile';
  // The tab label counts unread messages, so the owner sees them from any tab.
  const { data: messages } = useQuery({ ...trpc.contact.listContactMessages.queryOptions(), enabled: isAuthenticated });
  const unread = messages?.filter((message) => !message.read).length ?? 0;

  if (isLoading) return <SectionLoader label={t('loading')} />;
  if (!isAuthenticated) return null;

  return (
    <PageContainer>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" mt={4} mb="xl">
        {t('subtitle')}
      </Text>
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value && value !== 'profile' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
        classNames={{ tab: classes.tab, tabSection: classes.tabSection }}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
            {t('tabs.profile')}
          </Tabs.Tab>
          <Tabs.Tab value="projects" leftSection={<IconFolder size={16} aria-hidden />}>
            {t('tabs.projects')}
          </Tabs.Tab>
          <Tabs.Tab value="writing" leftSection={<IconPencil size={16} aria-hidden />}>
            {t('tabs.writing')}
          </Tabs.Tab>
          <Tabs.Tab value="employment" leftSection={<IconBriefcase size={16} aria-hidden />}>
            {t('tabs.employment')}
          </Tabs.Tab>
          <Tabs.Tab value="credentials" leftSection={<IconCertificate size={16} aria-hidden />}>
            {t('tabs.credentials')}
          </Tabs.Tab>
          <Tabs.Tab
            value="messages"
            leftSection={<IconMail size={16} aria-hidden />}
            rightSection={
              unread > 0 ? (
                <Badge size="sm" circle aria-label={t('tabs.unread', { count: unread })}>
                  {unread}
                </Badge>
              ) : undefined
            }
          >
            {t('tabs.messages')}
          </Tabs.Tab>
          <Tabs.Tab value="site" leftSection={<IconPalette size={16} aria-hidden />}>
            {t('tabs.site')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="projects">
          <ProjectsTab />
        </Tabs.Panel>
        <Tabs.Panel value="writing">
          <WritingTab />
        </Tabs.Panel>
        <Tabs.Panel value="employment">
          <EmploymentTab />
        </Tabs.Panel>
        <Tabs.Panel value="credentials">
          <CredentialsTab />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesTab />
        </Tabs.Panel>
        <Tabs.Panel value="site">
          <SiteTab />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
