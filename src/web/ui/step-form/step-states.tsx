import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';

/** While the step's dictionaries and saved answers load; `what` names them ('your personal details'). */
export function StepLoading({ what }: { what: string }) {
  return (
    // A screen's height held while loading: the form that follows is taller than the screen, and
    // without it the footer showed under the spinner and was pushed away (CLS 0.42 on a phone).
    <Flex role="status" align="flex-start" gap="3" py="10" justify="center" minH="100vh">
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
