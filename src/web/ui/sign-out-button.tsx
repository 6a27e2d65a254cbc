import { Button } from '@chakra-ui/react';

/** Sign Out in an account nav; while the machine signs out it says so (its name stays read out). */
export function SignOutButton({ signingOut, onClick }: { signingOut: boolean; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      size="sm"
      minH="10"
      loading={signingOut}
      loadingText="Signing out…"
      onClick={onClick}
    >
      Sign Out
    </Button>
  );
}
