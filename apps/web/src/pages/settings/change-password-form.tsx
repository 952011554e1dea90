import { OWNER_PASSWORD_MIN_LENGTH } from '@folio/contracts';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';
import { useAppMutation } from '../../lib/use-app-mutation';
import { useTRPC } from '../../lib/trpc';
import { useTexts } from '../../lib/texts';
import { toastTexts } from '../../lib/toast-texts';

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
  const t = useTexts('settings');
  const errors = useTexts('errors');
  const form = useForm<PasswordFormValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value ? null : errors('required')),
      newPassword: (value) =>
        value.length >= OWNER_PASSWORD_MIN_LENGTH ? null : errors('tooShort', { minimum: OWNER_PASSWORD_MIN_LENGTH }),
      confirmPassword: (value, values) => (value === values.newPassword ? null : t('password.mismatch')),
    },
  });
  const change = useAppMutation(trpc.auth.changePassword.mutationOptions(), {
    toasts: { success: toastTexts(t, 'password.changed'), failure: toastTexts(t, 'password.failed') },
    refresh: [trpc.auth.listSessions.queryKey()],
    onSuccess: () => form.reset(),
  });
  const wrongCurrent = fieldIssue(change.error, 'currentPassword');
  // Mantine names the eye button in English; screen readers hear it in the site's language.
  const toggle = { visibilityToggleButtonProps: { 'aria-label': t('password.toggleVisibility') } };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }))}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('password.heading')}
        </Title>
        <PasswordInput
          {...toggle}
          label={t('password.current')}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
          error={form.errors.currentPassword ?? wrongCurrent}
        />
        <PasswordInput
          {...toggle}
          label={t('password.new')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          {...toggle}
          label={t('password.repeat')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <Button type="submit" variant="light" disabled={change.isPending}>
            {change.isPending ? t('password.changing') : t('password.change')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
