import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordMachine } from '@machines/forgot-password.ts';
import { SUCCEEDED } from '@machines/form-flow.ts';
import { createActorContext } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { Msg } from '@/domain/messages.ts';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@/domain/schemas/account.ts';
import { requestPasswordReset } from '@/web/api/account.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';

export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    submit: fromPromise<string | undefined, Record<string, unknown>>(({ input, signal }) =>
      requestPasswordReset(input as ForgotPasswordInput, { signal }),
    ),
  },
});
const ForgotPasswordActor = createActorContext(forgotPasswordLogic);
const labels = { email: 'Login email' };
const fields = ['email'] as const;

export interface ForgotPasswordScreenProps {
  /** The machine to run (tests inject one with fake actors). */
  logic?: typeof forgotPasswordLogic;
}

/** Spec §2 Forgot password: login email, Reset Password; the server's message, then / after 2 s. */
export function ForgotPasswordScreen({ logic }: ForgotPasswordScreenProps) {
  return (
    <ForgotPasswordActor.Provider logic={logic}>
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

  return succeeded ? <Sent message={message ?? Msg.resetLinkSent} /> : <ForgotPasswordForm />;
}

function Sent({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box ref={ref} tabIndex={-1} outline="none">
      <StatusMessage tone="success">{message}</StatusMessage>
      <Text>
        Taking you back to{' '}
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

function ForgotPasswordForm() {
  const actor = ForgotPasswordActor.useActorRef();
  const submitting = ForgotPasswordActor.useSelector((s) => s.matches('submitting'));
  const error = ForgotPasswordActor.useSelector((s) => s.context.error);
  const [attempt, setAttempt] = useState<'client' | 'server'>('server');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
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

  return (
    <>
      <ErrorSummary message={summary} fieldErrors={fieldErrors} labels={labels} focusKey={submitCount} />
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
            {...register('email')}
          />
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Sending…">
            Reset Password
          </Button>
        </Stack>
      </form>
      <Text mt="6" fontSize="sm">
        Remembered it?{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/">Sign in</RouterLink>
        </Link>
      </Text>
    </>
  );
}
