import type { ContactInput } from '@folio/contracts';
import { Button, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { recordGoal } from '../../../lib/analytics';
import { lazyModule } from '../../../lib/lazy-module';
import { useTexts } from '../../../lib/texts';
import { loadToastArea } from '../../../lib/toast';
import { useAppMutation } from '../../../lib/use-app-mutation';
import { useTRPC } from '../../../lib/trpc';
import { visitorToast } from '../../../lib/visitor-toasts';
import classes from './contact-form.module.css';
import { HoneypotField } from './honeypot-field';

type ContactFormValues = Required<{ [Key in keyof Omit<ContactInput, 'altcha'>]: string }>;

const EMPTY_MESSAGE: ContactFormValues = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * The form's rules are the contracts schema, and with it zod (some 30 KB gzip, and work for a phone's processor to
 * set up), and their messages in the site's language (the `errors` catalogue): they load when the visitor turns
 * to the form (its first focus) or sends it, not with the page. The rules are used once their words are here.
 */
let validateContactMessage: ((values: ContactFormValues) => FormErrors) | null = null;
const loadValidation = lazyModule(() =>
  import('./contact-validation').then(async (module) => {
    await module.formWordingReady;
    validateContactMessage = module.validateContactMessage;
  }),
);

/**
 * The contact challenge's solution, worked out from the form's first focus while the visitor types; each is
 * accepted once, so a send (or a failed one) starts over.
 */
let challengeSolution: Promise<string | undefined> | undefined;
const startChallenge = () =>
  (challengeSolution ??= import('./contact-challenge').then(
    (module) => module.solveContactChallenge(),
    () => undefined,
  ));
const takeChallengeSolution = async () => {
  const solution = await startChallenge().catch(() => undefined);
  challengeSolution = undefined;
  return solution;
};

/**
 * What a send needs, loaded at the form's first focus or send: its rules, the toasts' code for the answer, and
 * the contact challenge's solution when the site asks for one.
 */
const prepareToSend = () => {
  void loadToastArea();
  void startChallenge();
  // A failed fetch is tried again at the next focus or send; meanwhile the server's own checks answer a send.
  return loadValidation().catch(() => undefined);
};

export function ContactForm({ onSent }: { onSent: () => void }) {
  const trpc = useTRPC();
  const t = useTexts('pages');
  const toastText = useTexts('toasts');
  const form = useForm<ContactFormValues>({
    initialValues: EMPTY_MESSAGE,
    validate: (values) => validateContactMessage?.(values) ?? {},
  });
  const send = useAppMutation(trpc.contact.sendContactMessage.mutationOptions(), {
    toasts: { success: visitorToast(toastText, 'contactSent'), failure: visitorToast(toastText, 'contactFailed') },
    onSuccess: () => {
      recordGoal({ action: 'contact' });
      form.reset();
      onSent();
    },
    preloadToasts: false,
  });

  // The page is readable before its code arrives (it comes after the first paint), and a visitor may start typing.
  // Until the form works, sending is off, so the browser cannot submit it on its own (the message would end up
  // in the address bar); once it works, what was typed is taken into the form rather than lost.
  const formElement = useRef<HTMLFormElement>(null);
  const isReady = useMounted();
  useEffect(() => {
    const fields = formElement.current?.elements;
    for (const name of Object.keys(EMPTY_MESSAGE) as (keyof ContactFormValues)[]) {
      const field = fields?.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') {
        form.setFieldValue(name, field.value);
      }
    }
    // Once, when the form starts working: later changes go through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [isSolving, setSolving] = useState(false);
  const submit = form.onSubmit((values) => {
    if (send.isPending || isSolving) return;
    setSolving(true);
    void takeChallengeSolution()
      .then((altcha) => send.mutate(altcha === undefined ? values : { ...values, altcha }))
      .finally(() => setSolving(false));
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void prepareToSend().then(() => submit());
  };

  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} fz={{ base: 20, sm: 22 }} mb="lg">
        {t('contact.form.heading')}
      </Title>
      <form
        ref={formElement}
        onSubmit={handleSubmit}
        onFocus={() => void prepareToSend()}
        noValidate
        aria-label={t('contact.form.heading')}
      >
        <Stack gap="md">
          <TextInput label={t('contact.form.name')} name="name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t('contact.form.email')}
            name="email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput label={t('contact.form.subject')} name="subject" {...form.getInputProps('subject')} />
          <Textarea
            label={t('contact.form.message')}
            name="message"
            rows={6}
            classNames={{ input: classes.message }}
            {...form.getInputProps('message')}
          />
          <HoneypotField value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
          <Button
            type="submit"
            size="md"
            disabled={!isReady || send.isPending || isSolving}
            leftSection={<IconSend size={18} stroke={1.75} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {send.isPending || isSolving ? t('contact.form.sending') : t('contact.form.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
