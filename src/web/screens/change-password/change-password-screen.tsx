import { Box, Heading } from '@chakra-ui/react';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { useSession } from '@/web/ui/use-session.ts';
import { ChangePasswordActor, type ChangePasswordLogic } from './change-password-actor.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

export interface ChangePasswordScreenProps {
  /** The machine to run; tests inject `changePasswordMachine.provide(...)` with fakes. */
  logic?: ChangePasswordLogic;
  /** How long the success message shows before signing out (tests shorten it; default 2 s). */
  redirectMs?: number;
}

/**
 * /potential/changepassword (spec §5): on success the message shows, then the session ends and
 * the route guard takes the user to the sign-in screen.
 */
export function ChangePasswordScreen({ logic, redirectMs }: ChangePasswordScreenProps) {
  usePageTitle('Change Password');
  const { user } = useSession();
  return (
    <Box maxW="lg">
      <Heading as="h1" size="2xl" mb="6" color="brand.fg">
        Change Password
      </Heading>
      <ChangePasswordActor.Provider logic={logic} options={{ input: { redirectMs } }}>
        <ChangePasswordForm userId={user?.id} />
      </ChangePasswordActor.Provider>
    </Box>
  );
}
