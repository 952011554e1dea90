import { tokenInputSchema, tokenScopeSchema, type CreatedToken, type TokenScope } from '@folio/contracts';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';
import { formResolver } from '../../lib/form-validation';

type TokenFormValues = { name: string; scope: TokenScope };

/** Names a new token and picks its scope; read-only is the safer default. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const trpc = useTRPC();
  const t = useTexts('settings');
  const form = useForm<TokenFormValues>({
    initialValues: { name: '', scope: 'read' },
    validate: formResolver(tokenInputSchema),
  });

  const createToken = useAppMutation(trpc.tokens.createToken.mutationOptions(), {
    toasts: { success: toastTexts(t, 'tokens.created'), failure: toastTexts(t, 'tokens.createFailed') },
    refresh: [trpc.tokens.listTokens.queryKey()],
    onSuccess: (created) => {
      form.reset();
      onCreated(created);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => createToken.mutate(values))}>
      <Stack gap="md">
        <TextInput label={t('tokens.name')} placeholder={t('tokens.namePlaceholder')} {...form.getInputProps('name')} />
        <Radio.Group
          label={t('tokens.access')}
          {...form.getInputProps('scope')}
          onChange={(value) => {
            const parsed = tokenScopeSchema.safeParse(value);
            if (parsed.success) form.setFieldValue('scope', parsed.data);
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="read" label={t('tokens.read')} description={t('tokens.readDescription')} />
            <Radio value="write" label={t('tokens.write')} description={t('tokens.writeDescription')} />
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" variant="light" disabled={createToken.isPending}>
            {createToken.isPending ? t('tokens.creating') : t('tokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
