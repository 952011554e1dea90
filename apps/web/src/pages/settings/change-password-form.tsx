import { OWNER_PASSWORD_MIN_LENGTH, securityTexts } from '@folio/contracts';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';

type PasswordFormValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The server's verdict on a field (the current password was wrong), to show under that field. */
function fieldIssue(error: unknown, path: string): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const issues = (error.data as { issues?: { path: string; message: string }[] } | undefined)?.issues;
  return issues?.find((issue) => issue.path === path)?.message;
}

/** Changes the owner password; every other session is signed out, this one stays. */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const form = useForm<PasswordFormValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value ? null : 'Required'),
      newPassword: (value) =>
        value.length >= OWNER_PASSWORD_MIN_LENGTH ? null : `Must be at least ${String(OWNER_PASSWORD_MIN_LENGTH)} characters`,
      confirmPassword: (value, values) => (value === values.newPassword ? null : 'The passwords do not match'),
    },
  });
  const change = useAppMutation(trpc.auth.changePassword.mutationOptions(), {
    toasts: { success: securityTexts.passwordChanged, failure: securityTexts.passwordChangeFailed },
    refresh: [trpc.auth.listSessions.queryKey()],
    onSuccess: () => form.reset(),
  });
  const wrongCurrent = fieldIssue(change.error, 'currentPassword');

  return (
    <form noValidate onSubmit={form.onSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Change password
        </Title>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
          error={form.errors.currentPassword ?? wrongCurrent}
        />
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
        <PasswordInput label="Repeat the new password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Group>
          <Button type="submit" variant="light" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
