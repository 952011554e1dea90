import { tokenInputSchema, tokenScopeSchema, type CreatedToken, type TokenScope } from '@folio/contracts';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { SCOPE_LABELS, tokenToasts } from './token-messages';

type TokenFormValues = { name: string; scope: TokenScope };

/** Names a new token and picks its scope; read-only is the safer default. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<TokenFormValues>({
    initialValues: { name: '', scope: 'read' },
    validate: schemaResolver(tokenInputSchema, { sync: true }),
  });

  const createToken = useMutation(
    trpc.tokens.createToken.mutationOptions({
      onSuccess: async (created) => {
        form.reset();
        onCreated(created);
        showToast(tokenToasts.created);
        await queryClient.invalidateQueries({ queryKey: trpc.tokens.listTokens.queryKey() });
      },
      onError: () => showToast({ ...tokenToasts.createFailed, variant: 'destructive' }),
    }),
  );

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
