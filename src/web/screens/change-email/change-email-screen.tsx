import { Box, Heading, Text } from '@chakra-ui/react';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { useSession } from '@/web/ui/use-session.ts';
import { ChangeEmailActor, type ChangeEmailLogic } from './change-email-actor.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

export interface ChangeEmailScreenProps {
  /** The machine to run; tests inject `changeEmailMachine.provide(...)` with fakes. */
  logic?: ChangeEmailLogic;
  /** How long the success message shows before signing out (tests shorten it; default 2 s). */
  redirectMs?: number;
}

/**
 * /potential/changeemail (spec §5): on success the message shows for 2 seconds, then the session
 * ends and the sign-in screen opens with the new email filled in.
 */
export function ChangeEmailScreen({ logic, redirectMs }: ChangeEmailScreenProps) {
  usePageTitle('Change Email');
  const { user } = useSession();
  return (
    <Box maxW="lg">
      <Heading as="h1" size="2xl" mb="2" color="brand.fg">
        Change Email
      </Heading>
      <Text mb="6" color="fg.muted">
        Current sign-in email: <strong>{user?.loginEmail}</strong>. After the change you sign in again with
        the new email.
      </Text>
      <ChangeEmailActor.Provider logic={logic} options={{ input: { redirectMs } }}>
        <ChangeEmailForm userId={user?.id} />
      </ChangeEmailActor.Provider>
    </Box>
  );
}
