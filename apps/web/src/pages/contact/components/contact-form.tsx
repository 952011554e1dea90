import { contactInputSchema, toasts, type ContactInput } from '@folio/contracts';
import { Button, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useAppMutation } from '../../../lib/use-app-mutation';
import { useTRPC } from '../../../lib/trpc';
import { HoneypotField } from './honeypot-field';

type ContactFormValues = Required<{ [Key in keyof ContactInput]: string }>;

const EMPTY_MESSAGE: ContactFormValues = { name: '', email: '', subject: '', message: '', website: '' };

export function ContactForm({ onSent }: { onSent: () => void }) {
  const trpc = useTRPC();
  // The contracts schema: the same rules and messages as the server (SPEC §5 "Contact form").
  const form = useForm<ContactFormValues>({
    initialValues: EMPTY_MESSAGE,
    validate: schemaResolver(contactInputSchema, { sync: true }),
  });
  const send = useAppMutation(trpc.contact.sendContactMessage.mutationOptions(), {
    toasts: { success: toasts.contactSent, failure: toasts.contactFailed },
    onSuccess: () => {
      form.reset();
      onSent();
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    if (!send.isPending) send.mutate(values);
  });

  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} fz={{ base: 20, sm: 22 }} mb="lg">
        Send a Message
      </Title>
      <form onSubmit={handleSubmit} noValidate aria-label="Send a Message">
        <Stack gap="md">
          <TextInput
            label="Name"
            name="name"
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Subject (Optional)"
            name="subject"
            {...form.getInputProps('subject')}
          />
          <Textarea
            label="Message"
            name="message"
            autosize
            minRows={6}
            styles={{ input: { minHeight: 150 } }}
            {...form.getInputProps('message')}
          />
          <HoneypotField
            value={form.values.website}
            onChange={(value) => form.setFieldValue('website', value)}
          />
          <Button
            type="submit"
            size="md"
            disabled={send.isPending}
            leftSection={<IconSend size={18} stroke={1.75} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
