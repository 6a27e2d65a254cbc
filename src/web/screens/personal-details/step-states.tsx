import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { PersonalDetailsActor } from './personal-details-actor.ts';

/** While the dictionaries and the saved details load. */
export function StepLoading() {
  return (
    <Flex role="status" align="center" gap="3" py="10" justify="center">
      <Spinner size="md" color="brand.solid" />
      <Text>Loading your personal details…</Text>
    </Flex>
  );
}

/** The load failed: say so and offer to try again (the API client has shown why). */
export function StepLoadFailed() {
  const actor = PersonalDetailsActor.useActorRef();
  return (
    <Box py="4">
      <InlineAlert title="Your personal details could not be loaded.">
        Please check your connection and try again.
      </InlineAlert>
      <Button colorPalette="brand" onClick={() => actor.send({ type: 'RETRY' })}>
        Try again
      </Button>
    </Box>
  );
}
