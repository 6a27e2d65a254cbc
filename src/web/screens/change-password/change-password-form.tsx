import { chakra, Stack } from '@chakra-ui/react';
import { SUCCEEDED } from '@machines/form-flow.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import { changePasswordRules } from '@/web/logic/account-schemas.ts';
import { ChangePasswordActor } from '@/web/logic/change-password.ts';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { PasswordPairFields } from '@/web/ui/password-pair-fields.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { SubmitButton } from '@/web/ui/submit-button.tsx';
import { useFlowForm } from '@/web/ui/use-flow-form.ts';

const labels = {
  oldPassword: 'Current Password',
  newPassword: 'New Password',
  rePassword: 'Re-enter New Password',
};

export function ChangePasswordForm({ userId }: { userId: number | undefined }) {
  const actor = ChangePasswordActor.useActorRef();
  const submitting = ChangePasswordActor.useSelector((snapshot) => snapshot.matches('submitting'));
  const succeeded = ChangePasswordActor.useSelector((snapshot) => snapshot.hasTag(SUCCEEDED));
  const message = ChangePasswordActor.useSelector((snapshot) => snapshot.context.message);
  const error = ChangePasswordActor.useSelector((snapshot) => snapshot.context.error);
  const { form, fieldErrors, summary, submit } = useFlowForm({
    schema: changePasswordRules,
    error,
    defaultValues: { oldPassword: '', newPassword: '', rePassword: '' },
    labels,
  });

  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={submit((values) => actor.send({ type: 'SUBMIT', values: { ...values, userId } }))}
    >
      {succeeded ? (
        <StatusMessage tone="success">{message ?? Msg.passwordReset}</StatusMessage>
      ) : (
        <ErrorSummary {...summary} />
      )}
      <chakra.fieldset disabled={succeeded}>
        <Stack gap="5">
          <TextField
            label={labels.oldPassword}
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors.oldPassword}
            {...form.register('oldPassword')}
          />
          <PasswordPairFields
            register={form.register}
            names={['newPassword', 'rePassword']}
            labels={labels}
            errors={fieldErrors}
            helperText={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters: letters, numbers, dash (-) and underscore (_).`}
            maxLength={PASSWORD_MAX}
          />
          <SubmitButton size="lg" alignSelf="flex-start" loading={submitting} loadingText="Saving…">
            Change Password
          </SubmitButton>
        </Stack>
      </chakra.fieldset>
    </form>
  );
}
