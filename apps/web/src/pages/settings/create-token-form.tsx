import { tokenInputSchema, tokenScopeSchema, type CreatedToken, type TokenScope } from '@folio/contracts';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { SCOPE_LABELS, tokenToasts } from './token-messages';

type TokenFormValues = { name: string; scope: TokenScope };

/** Names a new token and picks its scope; read-only is the safer default. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const trpc = useTRPC();
  const form = useForm<TokenFormValues>({
    initialValues: { name: '', scope: 'read' },
    validate: schemaResolver(tokenInputSchema, { sync: true }),
  });

  const createToken = useAppMutation(trpc.tokens.createToken.mutationOptions(), {
    toasts: { success: tokenToasts.created, failure: tokenToasts.createFailed },
    refresh: [trpc.tokens.listTokens.queryKey()],
    onSuccess: (created) => {
      form.reset();
      onCreated(created);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => createToken.mutate(values))}>
      <Stack gap="md">
        <TextInput label="Token name" placeholder="e.g. Backup script" {...form.getInputProps('name')} />
        <Radio.Group
          label="Access"
          {...form.getInputProps('scope')}
          onChange={(value) => {
            const parsed = tokenScopeSchema.safeParse(value);
            if (parsed.success) form.setFieldValue('scope', parsed.data);
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="read" label={SCOPE_LABELS.read} description="Can read, cannot change anything" />
            <Radio value="write" label={SCOPE_LABELS.write} description="Can also create, edit and delete" />
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" variant="light" disabled={createToken.isPending}>
            {createToken.isPending ? 'Creating...' : 'Create token'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
