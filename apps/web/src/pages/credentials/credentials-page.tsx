import type { Credentials } from '@folio/contracts';
import { Badge, Button, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAward,
  IconCode,
  IconDownload,
  IconFileText,
  IconLanguage,
  IconSchool,
  IconTrophy,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '../../components/layout/page-container';
import { useTRPC } from '../../lib/trpc';
import { CredentialCard, EmptyCardHint } from './credential-card';
import { EmploymentHistoryCard } from './employment-history-card';
import { useCredentialsGate } from './use-credentials-gate';
import { useTexts } from '../../lib/texts';

/**
 * docs/spec.md §2 Credentials: the owner's professional profile, filled in the admin panel. 'Loading...'
 * while it loads; a private page sends visitors to sign in and shows them nothing. A card with nothing in it
 * shows the owner where to fill it and is left out for visitors.
 */
export default function CredentialsPage() {
  const gate = useCredentialsGate();
  const t = useTexts('pages');
  const trpc = useTRPC();
  // The uploaded file or the generated PDF, as the owner chose (Admin → Credentials → Résumé).
  const resumeUrl = useQuery({ ...trpc.resume.getResumeLink.queryOptions(), enabled: gate.status === 'ready' }).data
    ?.url;

  if (gate.status === 'loading') {
    return (
      <Center py={80}>
        <Text c="dimmed" role="status">
          {t('credentials.loading')}
        </Text>
      </Center>
    );
  }
  if (gate.status === 'refused') return null;
  const { credentials, isOwner } = gate;

  return (
    <PageContainer>
      <Title order={1}>{t('credentials.heading')}</Title>
      <Text c="dimmed" mt={4} mb="xl">
        {t('credentials.intro')}
      </Text>
      <Stack gap="lg">
        {(isOwner || resumeUrl) && <ResumeCard url={resumeUrl ?? null} />}
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
          {(isOwner || credentials.skills.length > 0) && <SkillsCard skills={credentials.skills} />}
          {(isOwner || credentials.certifications.length > 0) && (
            <CertificationsCard certifications={credentials.certifications} />
          )}
          {(isOwner || credentials.education.length > 0) && <EducationCard education={credentials.education} />}
        </SimpleGrid>
        {/* Languages and awards come with a JSON Resume import; a card shows only when it holds something. */}
        {(credentials.languages.length > 0 || credentials.awards.length > 0) && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {credentials.languages.length > 0 && <LanguagesCard languages={credentials.languages} />}
            {credentials.awards.length > 0 && <AwardsCard awards={credentials.awards} />}
          </SimpleGrid>
        )}
        <EmploymentHistoryCard isOwner={isOwner} />
      </Stack>
    </PageContainer>
  );
}

function ResumeCard({ url }: { url: string | null }) {
  const t = useTexts('pages');
  return (
    <CredentialCard title={t('credentials.resume')} icon={<IconFileText size={20} />}>
      {url ? (
        <Group>
          {/* A plain link: the server answers the file (named after the owner), so the browser downloads it. */}
          <Button component="a" href={url} download leftSection={<IconDownload size={16} aria-hidden />}>
            {t('credentials.downloadResume')}
          </Button>
        </Group>
      ) : (
        <EmptyCardHint>{t('credentials.noResume')}</EmptyCardHint>
      )}
    </CredentialCard>
  );
}

function SkillsCard({ skills }: { skills: Credentials['skills'] }) {
  const t = useTexts('pages');
  return (
    <CredentialCard title={t('credentials.skills')} icon={<IconCode size={20} />}>
      {skills.length === 0 ? (
        <EmptyCardHint>{t('credentials.noSkills')}</EmptyCardHint>
      ) : (
        <Stack gap="sm">
          {skills.map((group, index) => (
            <div key={`${group.group}-${String(index)}`}>
              <Text size="sm" fw={600} mb={6}>
                {group.group}
              </Text>
              <Group gap={6}>
                {group.items.map((skill, itemIndex) => (
                  <Badge key={`${skill}-${String(itemIndex)}`} variant="light" tt="none" radius="sm">
                    {skill}
                  </Badge>
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      )}
    </CredentialCard>
  );
}

function CertificationsCard({ certifications }: { certifications: Credentials['certifications'] }) {
  const t = useTexts('pages');
  return (
    <CredentialCard title={t('credentials.certifications')} icon={<IconAward size={20} />}>
      {certifications.length === 0 ? (
        <EmptyCardHint>{t('credentials.noCertifications')}</EmptyCardHint>
      ) : (
        <Stack gap="md">
          {certifications.map((certification, index) => (
            <Group
              key={`${certification.name}-${String(index)}`}
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="md"
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {certification.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {certification.issuer}
                </Text>
              </div>
              {certification.year && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                  {certification.year}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </CredentialCard>
  );
}

function EducationCard({ education }: { education: Credentials['education'] }) {
  const t = useTexts('pages');
  return (
    <CredentialCard title={t('credentials.education')} icon={<IconSchool size={20} />}>
      {education.length === 0 ? (
        <EmptyCardHint>{t('credentials.noEducation')}</EmptyCardHint>
      ) : (
        <Stack gap="md">
          {education.map((entry, index) => (
            <div key={`${entry.degree}-${String(index)}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.degree}
                </Text>
                {entry.years && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                    {entry.years}
                  </Text>
                )}
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.school}
              </Text>
              {entry.focus && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Focus: {entry.focus}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      )}
    </CredentialCard>
  );
}

function LanguagesCard({ languages }: { languages: Credentials['languages'] }) {
  const t = useTexts('pages');
  return (
    <CredentialCard title={t('credentials.languages')} icon={<IconLanguage size={20} />}>
      <Stack gap="xs">
        {languages.map((entry, index) => (
          <Group key={`${entry.language}-${String(index)}`} justify="space-between" wrap="nowrap" gap="md">
            <Text fw={600} size="sm">
              {entry.language}
            </Text>
            {entry.fluency && (
              <Text size="sm" c="dimmed">
                {entry.fluency}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </CredentialCard>
  );
}

function AwardsCard({ awards }: { awards: Credentials['awards'] }) {
  const t = useTexts('pages');
  return (
    <CredentialCard title={t('credentials.awards')} icon={<IconTrophy size={20} />}>
      <Stack gap="md">
        {awards.map((award, index) => (
          <Group
            key={`${award.title}-${String(index)}`}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="md"
          >
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {award.title}
              </Text>
              {award.awarder && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {award.awarder}
                </Text>
              )}
              {award.summary && <Text size="sm">{award.summary}</Text>}
            </div>
            {award.date && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                {award.date}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </CredentialCard>
  );
}
