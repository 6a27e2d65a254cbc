import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { RegistrationActor } from '@/web/logic/registration.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { LoneCheckbox } from '@/web/ui/lone-checkbox.tsx';
import { SafeHtml } from '@/web/ui/safe-html.tsx';
import { SignInPrompt } from '@/web/ui/sign-in-prompt.tsx';
import { SlideToProceed } from '@/web/ui/slide-to-proceed.tsx';

export const ACCEPT_LABEL = 'I accept the Terms & Conditions';

/** Spec §2 Terms and Conditions: terms from the server, the accept box, then the slide control. */
export function TermsScreen() {
  const actor = RegistrationActor.useActorRef();
  const loading = RegistrationActor.useSelector((s) => s.matches({ terms: 'loading' }));
  const failed = RegistrationActor.useSelector((s) => s.matches({ terms: 'failed' }));
  const termsHtml = RegistrationActor.useSelector((s) => s.context.termsHtml);
  const accepted = RegistrationActor.useSelector((s) => s.context.accepted);
  const error = RegistrationActor.useSelector((s) => s.context.error);

  return (
    <AuthCard title="Terms and Conditions" wide>
      {loading ? (
        <Box role="status" display="flex" alignItems="center" gap="3" py="6">
          <Spinner size="md" color="brand.solid" />
          <Text>Loading the terms and conditions…</Text>
        </Box>
      ) : null}

      {failed ? (
        <Stack gap="4" align="flex-start">
          <ErrorSummary
            message={`The terms and conditions could not be loaded. ${error?.message ?? ''}`.trim()}
          />
          <Button type="button" colorPalette="brand" onClick={() => actor.send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Stack>
      ) : null}

      {!loading && !failed ? (
        <Stack gap="6">
          <Box
            role="region"
            aria-label="Terms and Conditions text"
            tabIndex={0}
            maxH="50vh"
            overflowY="auto"
            borderWidth="1px"
            borderColor="border.emphasized"
            borderRadius="l2"
            p="4"
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <SafeHtml html={termsHtml} />
          </Box>
          <LoneCheckbox
            id="terms-accepted"
            label={ACCEPT_LABEL}
            checked={accepted}
            onChange={(checked) => actor.send({ type: 'ACCEPT', accepted: checked })}
          />
          {accepted ? (
            <Stack gap="2" align="flex-start">
              <Text color="fg.muted" fontSize="sm">
                Slide the handle to the end (or press the control) to register with your email.
              </Text>
              <SlideToProceed onProceed={() => actor.send({ type: 'PROCEED' })} />
            </Stack>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              Tick the box to accept the terms and continue.
            </Text>
          )}
        </Stack>
      ) : null}

      <SignInPrompt question="Already registered?" />
    </AuthCard>
  );
}
