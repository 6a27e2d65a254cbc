import { Flex, Link, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { offersRegistration } from '@/domain/portal-offers.ts';
import { signInRules } from '@/web/logic/account-schemas.ts';
import { SignInActor } from '@/web/logic/sign-in.ts';
import { currentMode } from '@/web/mode.ts';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { SubmitButton } from '@/web/ui/submit-button.tsx';
import { useFlowForm } from '@/web/ui/use-flow-form.ts';

const labels = { loginEmail: 'Email', password: 'Password' };

/** Email and password; the machine signs in and keeps the session, and the screen moves on. */
export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const actor = SignInActor.useActorRef();
  const selfRegistration = useMemo(() => offersRegistration(currentMode()), []);
  const submitting = SignInActor.useSelector((snapshot) => snapshot.matches('submitting'));
  const error = SignInActor.useSelector((snapshot) => snapshot.context.error);
  const { form, fieldErrors, summary, submit } = useFlowForm({
    schema: signInRules,
    error,
    defaultValues: { loginEmail: initialEmail, password: '' },
    labels,
  });

  return (
    <form
      noValidate
      aria-label="Sign in"
      onSubmit={submit((values) => actor.send({ type: 'SUBMIT', values }))}
    >
      <ErrorSummary {...summary} />
      <Stack gap="5">
        <TextField
          label={labels.loginEmail}
          type="email"
          autoComplete="username"
          required
          error={fieldErrors.loginEmail}
          {...form.register('loginEmail')}
        />
        <TextField
          label={labels.password}
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
          {...form.register('password')}
        />
        <SubmitButton size="lg" w="full" loading={submitting} loadingText="Signing in…">
          Sign In
        </SubmitButton>
        <Flex justify="space-between" wrap="wrap" gap="3">
          <Link asChild color="brand.fg" textDecoration="underline" minH="6">
            <RouterLink to="/forgot">Forgot Password</RouterLink>
          </Link>
          {/* Agents and staff are given their accounts: only applicants register themselves (issue 11). */}
          {selfRegistration ? (
            <Link asChild color="brand.fg" textDecoration="underline" minH="6">
              <RouterLink to="/terms">Register for New Account</RouterLink>
            </Link>
          ) : null}
        </Flex>
      </Stack>
    </form>
  );
}
