import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Code } from '@/domain/envelope.ts';
import { Msg } from '@/domain/messages.ts';
import { verificationRules } from '@/web/logic/account-schemas.ts';
import { RegistrationActor } from '@/web/logic/registration.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { CodeInput } from '@/web/ui/code-input.tsx';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { FormField } from '@/web/ui/form-field.tsx';
import { PasswordPairFields } from '@/web/ui/password-pair-fields.tsx';
import { RedirectNotice } from '@/web/ui/redirect-notice.tsx';
import { SubmitButton } from '@/web/ui/submit-button.tsx';
import { useFlowForm } from '@/web/ui/use-flow-form.ts';
import { pathOf } from './registration-paths.ts';
import { ResendButton } from './resend-button.tsx';

const labels = {
  verificationCode: 'Verification code',
  password1: 'Password',
  password2: 'Retype password',
};

/**
 * Spec §2 Verification / registration: the email (read-only, changeable), the send/resend button
 * with its countdown, the code, the password twice and Start Application; then the success message
 * and, after 2 s, the sign-in screen with the email filled in.
 */
export function VerificationScreen() {
  const succeeded = RegistrationActor.useSelector((s) => s.matches('success') || s.matches('done'));
  const email = RegistrationActor.useSelector((s) => s.context.email);
  return (
    <AuthCard title="Verify your email">
      {succeeded ? (
        <RedirectNotice message={Msg.registered} lead="Taking you to" to={pathOf('done', email)} />
      ) : (
        <VerificationForm email={email} />
      )}
    </AuthCard>
  );
}

function VerificationForm({ email }: { email: string }) {
  const actor = RegistrationActor.useActorRef();
  const submitting = RegistrationActor.useSelector((s) =>
    s.matches({ verification: { form: 'submitting' } }),
  );
  const error = RegistrationActor.useSelector((s) => s.context.error);
  const sentOnce = RegistrationActor.useSelector((s) => s.context.sentOnce);
  const { form, fieldErrors, summary, submit } = useFlowForm({
    schema: verificationRules,
    error,
    defaultValues: { verificationCode: '', password1: '', password2: '' },
    labels,
    summaryOrder: 'last-attempt',
    focusFirstError: true,
  });
  const { setError, clearErrors } = form;
  useEffect(() => {
    // 401: the code is wrong or has expired; say so at the code field too. Once the machine drops
    // the refusal (a resend, a new try) the field's message goes with it.
    if (error?.code === Code.Unauthorized) {
      setError('verificationCode', { type: 'server', message: error.message });
    } else if (error === null) {
      clearErrors('verificationCode');
    }
  }, [error, setError, clearErrors]);

  const onSubmit = submit((values) => actor.send({ type: 'SUBMIT', values }));

  return (
    <>
      <ErrorSummary {...summary} />
      <Text mb="5">
        {sentOnce
          ? 'We have sent a 6-digit verification code to your email. Enter it below and choose a password for your account.'
          : 'Send a verification code to your email, then enter it below and choose a password for your account.'}
      </Text>
      <Stack gap="5">
        <FormField id="email" label="Email">
          <Input id="email" value={email} readOnly bg="bg.muted" />
          <Button
            type="button"
            variant="plain"
            colorPalette="brand"
            color="brand.fg"
            textDecoration="underline"
            alignSelf="flex-start"
            h="auto"
            minH="6"
            px="0"
            onClick={() => actor.send({ type: 'CHANGE_EMAIL' })}
          >
            Change email
          </Button>
        </FormField>
        <Box>
          <ResendButton />
        </Box>
        <form noValidate onSubmit={onSubmit} aria-label="Create your account">
          <Stack gap="5">
            <Controller
              control={form.control}
              name="verificationCode"
              render={({ field }) => (
                <FormField
                  id="verificationCode"
                  label={labels.verificationCode}
                  required
                  error={fieldErrors.verificationCode}
                  helperText="The 6 digits from the email."
                >
                  <CodeInput
                    id="verificationCode"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-describedby={describedBy('verificationCode', fieldErrors.verificationCode)}
                  />
                </FormField>
              )}
            />
            <PasswordPairFields
              register={form.register}
              names={['password1', 'password2']}
              labels={labels}
              errors={fieldErrors}
              helperText={Msg.passwordHelp}
            />
            <SubmitButton loading={submitting} loadingText="Starting…">
              Start Application
            </SubmitButton>
          </Stack>
        </form>
      </Stack>
    </>
  );
}

function describedBy(id: string, error: string | undefined): string {
  return error ? `${id}-help ${id}-error` : `${id}-help`;
}
