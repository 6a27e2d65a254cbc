import { chakra, Stack } from '@chakra-ui/react';
import { SUCCEEDED } from '@machines/form-flow.ts';
import { EMAIL_CHANGE_PASSWORD_MAX, NEW_EMAIL_MAX } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import { changeEmailRules } from '@/web/logic/account-schemas.ts';
import { ChangeEmailActor } from '@/web/logic/change-email.ts';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { SubmitButton } from '@/web/ui/submit-button.tsx';
import { useFlowForm } from '@/web/ui/use-flow-form.ts';

const labels = { newLoginEmail: 'New Email', oldPassword: 'Password' };

export function ChangeEmailForm({ userId }: { userId: number | undefined }) {
  const actor = ChangeEmailActor.useActorRef();
  const submitting = ChangeEmailActor.useSelector((snapshot) => snapshot.matches('submitting'));
  const succeeded = ChangeEmailActor.useSelector((snapshot) => snapshot.hasTag(SUCCEEDED));
  const message = ChangeEmailActor.useSelector((snapshot) => snapshot.context.message);
  const error = ChangeEmailActor.useSelector((snapshot) => snapshot.context.error);
  const { form, fieldErrors, summary, submit } = useFlowForm({
    schema: changeEmailRules,
    error,
    defaultValues: { newLoginEmail: '', oldPassword: '' },
    labels,
  });

  return (
    <form
      noValidate
      aria-label="Change email"
      onSubmit={submit((values) => actor.send({ type: 'SUBMIT', values: { ...values, userId } }))}
    >
      {succeeded ? (
        <StatusMessage tone="success">{message ?? Msg.emailChanged}</StatusMessage>
      ) : (
        <ErrorSummary {...summary} />
      )}
      <chakra.fieldset disabled={succeeded}>
        <Stack gap="5">
          <TextField
            label={labels.newLoginEmail}
            type="email"
            autoComplete="email"
            required
            maxLength={NEW_EMAIL_MAX}
            error={fieldErrors.newLoginEmail}
            {...form.register('newLoginEmail')}
          />
          <TextField
            label={labels.oldPassword}
            type="password"
            autoComplete="current-password"
            required
            maxLength={EMAIL_CHANGE_PASSWORD_MAX}
            helperText="Your current password, to confirm it is you."
            error={fieldErrors.oldPassword}
            {...form.register('oldPassword')}
          />
          <SubmitButton size="lg" alignSelf="flex-start" loading={submitting} loadingText="Saving…">
            Change Email
          </SubmitButton>
        </Stack>
      </chakra.fieldset>
    </form>
  );
}
