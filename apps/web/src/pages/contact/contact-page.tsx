import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageContainer } from '../../components/layout/page-container';
import { useTexts } from '../../lib/texts';
import { useTRPC } from '../../lib/trpc';
import { ContactForm } from './components/contact-form';
import { ContactSuccess } from './components/contact-success';

/** docs/spec.md §2 "Contact (/contact)". */
export default function ContactPage() {
  const trpc = useTRPC();
  // docs/spec.md §7: the contact screen reads the profile too (it warms the cache for Home; the answer is unused here).
  useQuery(trpc.profile.getProfile.queryOptions());
  const [sent, setSent] = useState(false);
  const t = useTexts('pages');

  return (
    <PageContainer size={720}>
      <Stack gap="xs" ta="center" mb={{ base: 'xl', sm: 40 }}>
        <Title order={1}>{t('contact.heading')}</Title>
        <Text c="dimmed" size="lg">
          {t('contact.intro')}
        </Text>
      </Stack>
      {sent ? <ContactSuccess onSendAnother={() => setSent(false)} /> : <ContactForm onSent={() => setSent(true)} />}
    </PageContainer>
  );
}
