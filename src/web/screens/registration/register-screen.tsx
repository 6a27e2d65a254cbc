import { Stack, Text } from '@chakra-ui/react';
import { registerEmailRules } from '@/web/logic/account-schemas.ts';
import { RegistrationActor } from '@/web/logic/registration.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { SignInPrompt } from '@/web/ui/sign-in-prompt.tsx';
import { SubmitButton } from '@/web/ui/submit-button.tsx';
import { useFlowForm } from '@/web/ui/use-flow-form.ts';

const labels = { email: 'Email' };

/** Spec §2 Register: email only, Send Verification Code, then the verification screen. */
export function RegisterScreen() {
  const actor = RegistrationActor.useActorRef();
  const sending = RegistrationActor.useSelector((s) => s.matches({ email: 'sending' }));
  const error = RegistrationActor.useSelector((s) => s.context.error);
  const email = RegistrationActor.useSelector((s) => s.context.email);
  const { form, fieldErrors, summary, submit } = useFlowForm({
    schema: registerEmailRules,
    error,
    defaultValues: { email },
    labels,
    summaryOrder: 'last-attempt',
    focusFirstError: true,
  });
  const onSubmit = submit((values) => actor.send({ type: 'SUBMIT_EMAIL', email: values.email }));

  return (
    <AuthCard title="Register">
      <ErrorSummary {...summary} />
      <Text mb="5">Enter your email address. We will send a verification code to it.</Text>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="5">
          <TextField
            label={labels.email}
            type="email"
            autoComplete="email"
            required
            error={fieldErrors.email}
            {...form.register('email')}
          />
          <SubmitButton loading={sending} loadingText="Sending…">
            Send Verification Code
          </SubmitButton>
        </Stack>
      </form>
      <SignInPrompt question="Already registered?" />
    </AuthCard>
  );
}
