import { Button, chakra, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SUCCEEDED } from '@machines/form-flow.ts';
import { useForm } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import { changePasswordSchema } from '@/domain/schemas/account.ts';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';
import { ChangePasswordActor } from './change-password-actor.ts';

const labels = {
  oldPassword: 'Current Password',
  newPassword: 'New Password',
  rePassword: 'Re-enter New Password',
};
const fields = ['oldPassword', 'newPassword', 'rePassword'] as const;

export function ChangePasswordForm({ userId }: { userId: number | undefined }) {
  const actor = ChangePasswordActor.useActorRef();
  const submitting = ChangePasswordActor.useSelector((snapshot) => snapshot.matches('submitting'));
  const succeeded = ChangePasswordActor.useSelector((snapshot) => snapshot.hasTag(SUCCEEDED));
  const message = ChangePasswordActor.useSelector((snapshot) => snapshot.context.message);
  const error = ChangePasswordActor.useSelector((snapshot) => snapshot.context.error);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    // Focus goes to the error summary (DESIGN.md), not to the first field.
    shouldFocusError: false,
    defaultValues: { oldPassword: '', newPassword: '', rePassword: '' },
  });
  useServerErrors(error, setError, fields);
  const fieldErrors = errorMessages(errors);
  const summary = error?.message ?? (Object.keys(fieldErrors).length > 0 ? Msg.correctEditInformation : null);

  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={handleSubmit((values) => actor.send({ type: 'SUBMIT', values: { ...values, userId } }))}
    >
      {succeeded ? (
        <StatusMessage tone="success">{message ?? Msg.passwordReset}</StatusMessage>
      ) : (
        <ErrorSummary message={summary} fieldErrors={fieldErrors} labels={labels} focusKey={submitCount} />
      )}
      <chakra.fieldset disabled={succeeded}>
        <Stack gap="5">
          <TextField
            label={labels.oldPassword}
            type="password"
            autoComplete="current-password"
            required
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
          <TextField
            label={labels.newPassword}
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            helperText={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters: letters, numbers, dash (-) and underscore (_).`}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label={labels.rePassword}
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            error={errors.rePassword?.message}
            {...register('rePassword')}
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf="flex-start"
            loading={submitting}
            loadingText="Saving…"
          >
            Change Password
          </Button>
        </Stack>
      </chakra.fieldset>
    </form>
  );
}
