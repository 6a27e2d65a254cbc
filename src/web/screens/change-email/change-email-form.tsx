import { Button, chakra, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SUCCEEDED } from '@machines/form-flow.ts';
import { useForm } from 'react-hook-form';
import { EMAIL_CHANGE_PASSWORD_MAX, NEW_EMAIL_MAX } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import { changeEmailSchema } from '@/domain/schemas/account.ts';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';
import { ChangeEmailActor } from './change-email-actor.ts';

const labels = { newLoginEmail: 'New Email', oldPassword: 'Password' };
const fields = ['newLoginEmail', 'oldPassword'] as const;

export function ChangeEmailForm({ userId }: { userId: number | undefined }) {
  const actor = ChangeEmailActor.useActorRef();
  const submitting = ChangeEmailActor.useSelector((snapshot) => snapshot.matches('submitting'));
  const succeeded = ChangeEmailActor.useSelector((snapshot) => snapshot.hasTag(SUCCEEDED));
  const message = ChangeEmailActor.useSelector((snapshot) => snapshot.context.message);
  const error = ChangeEmailActor.useSelector((snapshot) => snapshot.context.error);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(changeEmailSchema),
    // Focus goes to the error summary (DESIGN.md), not to the first field.
    shouldFocusError: false,
    defaultValues: { newLoginEmail: '', oldPassword: '' },
  });
  useServerErrors(error, setError, fields);
  const fieldErrors = errorMessages(errors);
  const summary = error?.message ?? (Object.keys(fieldErrors).length > 0 ? Msg.correctEditInformation : null);

  return (
    <form
      noValidate
      aria-label="Change email"
      onSubmit={handleSubmit((values) => actor.send({ type: 'SUBMIT', values: { ...values, userId } }))}
    >
      {succeeded ? (
        <StatusMessage tone="success">{message ?? Msg.emailChanged}</StatusMessage>
      ) : (
        <ErrorSummary message={summary} fieldErrors={fieldErrors} labels={labels} focusKey={submitCount} />
      )}
      <chakra.fieldset disabled={succeeded}>
        <Stack gap="5">
          <TextField
            label={labels.newLoginEmail}
            type="email"
            autoComplete="email"
            required
            maxLength={NEW_EMAIL_MAX}
            error={errors.newLoginEmail?.message}
            {...register('newLoginEmail')}
          />
          <TextField
            label={labels.oldPassword}
            type="password"
            autoComplete="current-password"
            required
            maxLength={EMAIL_CHANGE_PASSWORD_MAX}
            helperText="Your current password, to confirm it is you."
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf="flex-start"
            loading={submitting}
            loadingText="Saving…"
          >
            Change Email
          </Button>
        </Stack>
      </chakra.fieldset>
    </form>
  );
}
