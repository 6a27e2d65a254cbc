import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Code } from '@/domain/envelope.ts';
import { Msg } from '@/domain/messages.ts';
import { resetPasswordRules } from '@/web/logic/account-schemas.ts';
import { ResetPasswordActor, type ResetPasswordLogic } from '@/web/logic/reset-password.ts';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { PasswordPairFields } from '@/web/ui/password-pair-fields.tsx';
import { RedirectNotice } from '@/web/ui/redirect-notice.tsx';
import { SubmitButton } from '@/web/ui/submit-button.tsx';
import { useFlowForm } from '@/web/ui/use-flow-form.ts';

const labels = { newPassword: 'New password', rePassword: 'Retype new password' };

export interface ResetPasswordScreenProps {
  /** The machine to run (tests inject one with fake actors). */
  logic?: ResetPasswordLogic;
  /** The actor's clock; model-based tests pass a simulated one. */
  clock?: ActorClock;
}

/**
 * Spec §2 Reset password (/setPassWord?token=…): new password and retype, Submit; success, then
 * / to sign in again. No token, or a used or expired one (406), offers a new link.
 */
export function ResetPasswordScreen({ logic, clock }: ResetPasswordScreenProps) {
  const [params, setParams] = useSearchParams();
  const [input] = useState(() => ({ token: params.get('token') || null }));
  // Kept by the screen, the token leaves the address bar: not in the history, a bookmark or a screenshot.
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);
  return (
    <ResetPasswordActor.Provider logic={logic} options={withClock({ input }, clock)}>
      <AuthCard title="Reset password">
        <ResetPasswordContent />
      </AuthCard>
    </ResetPasswordActor.Provider>
  );
}

function ResetPasswordContent() {
  const navigate = useNavigate();
  const invalidLink = ResetPasswordActor.useSelector((s) => s.matches('invalidLink'));
  const done = ResetPasswordActor.useSelector((s) => s.matches('done'));
  const succeeded = ResetPasswordActor.useSelector((s) => s.matches('succeeded') || s.matches('done'));

  useEffect(() => {
    if (done) navigate('/', { replace: true });
  }, [done, navigate]);

  if (invalidLink) {
    return (
      <Box role="alert" borderWidth="2px" borderColor="border.error" bg="bg.error" borderRadius="l2" p="4">
        <Text fontWeight="semibold" color="fg.error" mb="2">
          {Msg.resetLinkInvalid}
        </Text>
        <NewLinkLink />
      </Box>
    );
  }
  return succeeded ? (
    <RedirectNotice message={Msg.passwordReset} lead="Taking you to" to="/" />
  ) : (
    <ResetPasswordForm />
  );
}

function NewLinkLink() {
  return (
    <Link asChild color="brand.fg" textDecoration="underline" fontWeight="medium">
      <RouterLink to="/forgot">Request a new reset link</RouterLink>
    </Link>
  );
}

function ResetPasswordForm() {
  const actor = ResetPasswordActor.useActorRef();
  const submitting = ResetPasswordActor.useSelector((s) => s.matches('submitting'));
  const error = ResetPasswordActor.useSelector((s) => s.context.error);
  const { form, fieldErrors, summary, submit, attempt } = useFlowForm({
    schema: resetPasswordRules,
    error,
    defaultValues: { newPassword: '', rePassword: '' },
    labels,
    summaryOrder: 'last-attempt',
    focusFirstError: true,
  });
  const onSubmit = submit((values) => actor.send({ type: 'SUBMIT', values }));
  // A 406 without field messages: the link was used or has expired.
  const linkRefused =
    attempt === 'server' && error?.code === Code.Refused && Object.keys(error.fieldErrors).length === 0;

  return (
    <>
      <ErrorSummary {...summary} />
      {linkRefused ? (
        <Text mb="5">
          <NewLinkLink />
        </Text>
      ) : null}
      <Text mb="5">Choose a new password for your account.</Text>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="5">
          <PasswordPairFields
            register={form.register}
            names={['newPassword', 'rePassword']}
            labels={labels}
            errors={fieldErrors}
            helperText={Msg.passwordHelp}
          />
          <SubmitButton loading={submitting} loadingText="Submitting…">
            Submit
          </SubmitButton>
        </Stack>
      </form>
    </>
  );
}
