import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordMachine } from '@machines/reset-password.ts';
import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { Code } from '@/domain/envelope.ts';
import { Msg } from '@/domain/messages.ts';
import { type ResetPasswordInput, resetPasswordFormSchema } from '@/domain/schemas/account.ts';
import { resetPassword } from '@/web/api/account.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';

export const resetPasswordLogic = resetPasswordMachine.provide({
  actors: {
    resetPassword: fromPromise<void, ResetPasswordInput>(async ({ input, signal }) => {
      await resetPassword(input, { signal });
    }),
  },
});
const ResetPasswordActor = createActorContext(resetPasswordLogic);

const labels = { newPassword: 'New password', rePassword: 'Retype new password' };
const fields = ['newPassword', 'rePassword'] as const;

export interface ResetPasswordScreenProps {
  /** The machine to run (tests inject one with fake actors). */
  logic?: typeof resetPasswordLogic;
}

/**
 * Spec §2 Reset password (/setPassWord?token=…): new password and retype, Submit; success, then
 * / to sign in again. No token, or a used or expired one (406), offers a new link.
 */
export function ResetPasswordScreen({ logic }: ResetPasswordScreenProps) {
  const [params] = useSearchParams();
  const [input] = useState(() => ({ token: params.get('token') || null }));
  return (
    <ResetPasswordActor.Provider logic={logic} options={{ input }}>
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
  return succeeded ? <PasswordChanged /> : <ResetPasswordForm />;
}

function NewLinkLink() {
  return (
    <Link asChild color="brand.fg" textDecoration="underline" fontWeight="medium">
      <RouterLink to="/forgot">Request a new reset link</RouterLink>
    </Link>
  );
}

function PasswordChanged() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box ref={ref} tabIndex={-1} outline="none">
      <StatusMessage tone="success">{Msg.passwordReset}</StatusMessage>
      <Text>
        Taking you to{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/" replace>
            sign in
          </RouterLink>
        </Link>
        …
      </Text>
    </Box>
  );
}

function ResetPasswordForm() {
  const actor = ResetPasswordActor.useActorRef();
  const submitting = ResetPasswordActor.useSelector((s) => s.matches('submitting'));
  const error = ResetPasswordActor.useSelector((s) => s.context.error);
  const [attempt, setAttempt] = useState<'client' | 'server'>('server');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', rePassword: '' },
  });
  useServerErrors(error, setError, fields);

  const onSubmit = handleSubmit(
    (values) => {
      setAttempt('server');
      actor.send({ type: 'SUBMIT', values });
    },
    () => setAttempt('client'),
  );
  const fieldErrors = errorMessages(errors);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const summary =
    attempt === 'client' ? (hasFieldErrors ? Msg.correctEditInformation : null) : error?.message;
  // A 406 without field messages: the link was used or has expired.
  const linkRefused =
    attempt === 'server' && error?.code === Code.Refused && Object.keys(error.fieldErrors).length === 0;

  return (
    <>
      <ErrorSummary message={summary} fieldErrors={fieldErrors} labels={labels} focusKey={submitCount} />
      {linkRefused ? (
        <Text mb="5">
          <NewLinkLink />
        </Text>
      ) : null}
      <Text mb="5">Choose a new password for your account.</Text>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="5">
          <TextField
            id="newPassword"
            label={labels.newPassword}
            type="password"
            autoComplete="new-password"
            required
            helperText={Msg.passwordHelp}
            error={fieldErrors.newPassword}
            {...register('newPassword')}
          />
          <TextField
            id="rePassword"
            label={labels.rePassword}
            type="password"
            autoComplete="new-password"
            required
            error={fieldErrors.rePassword}
            {...register('rePassword')}
          />
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Submitting…">
            Submit
          </Button>
        </Stack>
      </form>
    </>
  );
}
