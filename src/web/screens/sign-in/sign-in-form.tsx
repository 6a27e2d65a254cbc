import { Button, Flex, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Msg } from '@/domain/messages.ts';
import { signInSchema } from '@/domain/schemas/account.ts';
import { saveSession } from '@/web/api/session.ts';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';
import { SignInActor } from './sign-in-actor.ts';

const labels = { loginEmail: 'Email', password: 'Password' };
const fields = ['loginEmail', 'password'] as const;

/** Email and password; the machine signs in, the session is kept, and the screen moves on. */
export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const actor = SignInActor.useActorRef();
  const submitting = SignInActor.useSelector((snapshot) => snapshot.matches('submitting'));
  const error = SignInActor.useSelector((snapshot) => snapshot.context.error);
  const result = SignInActor.useSelector((snapshot) =>
    snapshot.matches('signedIn') ? snapshot.output : null,
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(signInSchema),
    // Focus goes to the error summary (DESIGN.md), not to the first field.
    shouldFocusError: false,
    defaultValues: { loginEmail: initialEmail, password: '' },
  });
  useServerErrors(error, setError, fields);

  // Signed in: keep the session; the screen then sends the user on (see SignInScreen).
  useEffect(() => {
    if (result) saveSession(result);
  }, [result]);

  const fieldErrors = errorMessages(errors);
  const summary = error?.message ?? (Object.keys(fieldErrors).length > 0 ? Msg.correctEditInformation : null);

  return (
    <form
      noValidate
      aria-label="Sign in"
      onSubmit={handleSubmit((values) => actor.send({ type: 'SUBMIT', values }))}
    >
      <ErrorSummary message={summary} fieldErrors={fieldErrors} labels={labels} focusKey={submitCount} />
      <Stack gap="5">
        <TextField
          label={labels.loginEmail}
          type="email"
          autoComplete="username"
          required
          error={errors.loginEmail?.message}
          {...register('loginEmail')}
        />
        <TextField
          label={labels.password}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          w="full"
          loading={submitting}
          loadingText="Signing in…"
        >
          Sign In
        </Button>
        <Flex justify="space-between" wrap="wrap" gap="3">
          <Link asChild color="brand.fg" textDecoration="underline" minH="6">
            <RouterLink to="/forgot">Forgot Password</RouterLink>
          </Link>
          <Link asChild color="brand.fg" textDecoration="underline" minH="6">
            <RouterLink to="/terms">Register for New Account</RouterLink>
          </Link>
        </Flex>
      </Stack>
    </form>
  );
}
