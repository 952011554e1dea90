import { toasts } from '@folio/contracts';
import { Badge, Button, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconCode, IconDownload, IconFileText, IconSchool } from '@tabler/icons-react';
import { PageContainer } from '../../components/layout/page-container';
import { useRequireOwner } from '../../lib/use-require-owner';
import { CredentialCard } from './credential-card';
import { CERTIFICATIONS, EDUCATION, SKILL_GROUPS } from './credentials-content';
import { EmploymentHistoryCard } from './employment-history-card';

/**
 * SPEC §2 Credentials: a professional profile for the signed-in owner. 'Loading...' while the auth check
 * runs; visitors get the 'Authentication Required' toast, are sent to sign in, and see nothing.
 */
export default function CredentialsPage() {
  const { isLoading, isAuthenticated } = useRequireOwner(toasts.authRequiredCredentials);

  if (isLoading) {
    return (
      <Center py={80}>
        <Text c="dimmed" role="status">
          Loading...
        </Text>
      </Center>
    );
  }
  if (!isAuthenticated) return null;

  return (
    <PageContainer>
      <Title order={1}>Professional Credentials</Title>
      <Text c="dimmed" mt={4} mb="xl">
        Technical expertise, certifications, and professional achievements
      </Text>
      <Stack gap="lg">
        <ResumeCard />
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
          <SkillsCard />
          <CertificationsCard />
          <EducationCard />
        </SimpleGrid>
        <EmploymentHistoryCard />
      </Stack>
    </PageContainer>
  );
}

function ResumeCard() {
  return (
    <CredentialCard title="Resume & CV" icon={<IconFileText size={20} />}>
      {/* SPEC §2: the button has no behaviour attached. */}
      <Group>
        <Button leftSection={<IconDownload size={16} aria-hidden />}>Download Resume</Button>
      </Group>
    </CredentialCard>
  );
}

function SkillsCard() {
  return (
    <CredentialCard title="Technical Skills" icon={<IconCode size={20} />}>
      <Stack gap="sm">
        {SKILL_GROUPS.map((group) => (
          <div key={group.label}>
            <Text size="sm" fw={600} mb={6}>
              {group.label}
            </Text>
            <Group gap={6}>
              {group.skills.map((skill) => (
                <Badge key={skill} variant="light" tt="none" radius="sm">
                  {skill}
                </Badge>
              ))}
            </Group>
          </div>
        ))}
      </Stack>
    </CredentialCard>
  );
}

function CertificationsCard() {
  return (
    <CredentialCard title="Certifications" icon={<IconAward size={20} />}>
      <Stack gap="md">
        {CERTIFICATIONS.map((certification) => (
          <Group key={certification.name} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <div>
              <Text fw={600} size="sm">
                {certification.name}
              </Text>
              <Text size="sm" c="dimmed">
                {certification.issuer}
              </Text>
            </div>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {certification.year}
            </Text>
          </Group>
        ))}
      </Stack>
    </CredentialCard>
  );
}

function EducationCard() {
  return (
    <CredentialCard title="Education" icon={<IconSchool size={20} />}>
      <Stack gap="md">
        {EDUCATION.map((education) => (
          <div key={education.degree}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <Text fw={600} size="sm">
                {education.degree}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                {education.years}
              </Text>
            </Group>
            <Text size="sm">{education.school}</Text>
            <Text size="sm" c="dimmed">
              Focus: {education.focus}
            </Text>
          </div>
        ))}
      </Stack>
    </CredentialCard>
  );
}
