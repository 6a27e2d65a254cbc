import { Stack, Text } from '@chakra-ui/react';
import { SUCCEEDED } from '@machines/form-flow.ts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Msg } from '@/domain/messages.ts';
import { forgotPasswordRules } from '@/web/logic/account-schemas.ts';
import { ForgotPasswordActor, type ForgotPasswordLogic } from '@/web/logic/forgot-password.ts';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { RedirectNotice } from '@/web/ui/redirect-notice.tsx';
import { SignInPrompt } from '@/web/ui/sign-in-prompt.tsx';
import { SubmitButton } from '@/web/ui/submit-button.tsx';
import { useFlowForm } from '@/web/ui/use-flow-form.ts';

const labels = { email: 'Login email' };

export interface ForgotPasswordScreenProps {
  /** The machine to run (tests inject one with fake actors). */
  logic?: ForgotPasswordLogic;
  /** The actor's clock; model-based tests pass a simulated one. */
  clock?: ActorClock;
}

/** Spec §2 Forgot password: login email, Reset Password; the server's message, then / after 2 s. */
export function ForgotPasswordScreen({ logic, clock }: ForgotPasswordScreenProps) {
  return (
    <ForgotPasswordActor.Provider logic={logic} options={withClock({}, clock)}>
      <AuthCard title="Forgot password">
        <ForgotPasswordContent />
      </AuthCard>
    </ForgotPasswordActor.Provider>
  );
}

function ForgotPasswordContent() {
  const navigate = useNavigate();
  const done = ForgotPasswordActor.useSelector((s) => s.matches('done'));
  const succeeded = ForgotPasswordActor.useSelector((s) => s.hasTag(SUCCEEDED));
  const message = ForgotPasswordActor.useSelector((s) => s.context.message);

  useEffect(() => {
    if (done) navigate('/', { replace: true });
  }, [done, navigate]);

  return succeeded ? (
    <RedirectNotice message={message ?? Msg.resetLinkSent} lead="Taking you back to" to="/" />
  ) : (
    <ForgotPasswordForm />
  );
}

function ForgotPasswordForm() {
  const actor = ForgotPasswordActor.useActorRef();
  const submitting = ForgotPasswordActor.useSelector((s) => s.matches('submitting'));
  const error = ForgotPasswordActor.useSelector((s) => s.context.error);
  const { form, fieldErrors, summary, submit } = useFlowForm({
    schema: forgotPasswordRules,
    error,
    defaultValues: { email: '' },
    labels,
    summaryOrder: 'last-attempt',
    focusFirstError: true,
  });
  const onSubmit = submit((values) => actor.send({ type: 'SUBMIT', values }));

  return (
    <>
      <ErrorSummary {...summary} />
      <Text mb="5">Enter the email you sign in with. We will email you a link to set a new password.</Text>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="5">
          <TextField
            id="email"
            label={labels.email}
            type="email"
            autoComplete="email"
            required
            error={fieldErrors.email}
            {...form.register('email')}
          />
          <SubmitButton loading={submitting} loadingText="Sending…">
            Reset Password
          </SubmitButton>
        </Stack>
      </form>
      <SignInPrompt question="Remembered it?" />
    </>
  );
}
