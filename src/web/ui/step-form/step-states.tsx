import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';

/** While the step's dictionaries and saved answers load; `what` names them ('your personal details'). */
export function StepLoading({ what }: { what: string }) {
  return (
    <Flex role="status" align="center" gap="3" py="10" justify="center">
      <Spinner size="md" color="brand.solid" />
      <Text>Loading {what}…</Text>
    </Flex>
  );
}

/** The load failed: say so and offer to try again (the API client has shown why). */
export function StepLoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Box py="4">
      <InlineAlert title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`}>
        Please check your connection and try again.
      </InlineAlert>
      <Button colorPalette="brand" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
