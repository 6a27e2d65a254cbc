import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { FinishActor } from '@/web/logic/finish.ts';

/** 'Going to your applications in 5 seconds' (spec §2, §9): one less every second. */
export const goingHomeIn = (seconds: number) =>
  `Going to your applications in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
export const pausedAt = (seconds: number) =>
  `Paused: ${seconds} ${seconds === 1 ? 'second' : 'seconds'} left before going to your applications`;

/** The countdown, read out politely, with Pause and Resume (WCAG 2.2.1 Timing Adjustable). */
export function FinishCountdown() {
  const actor = FinishActor.useActorRef();
  const seconds = FinishActor.useSelector((s) => s.context.secondsLeft);
  const paused = FinishActor.useSelector((s) => s.matches({ running: { countdown: 'paused' } }));
  return (
    <Flex align="center" gap="4" wrap="wrap">
      <Box role="status" aria-live="polite">
        <Text>{paused ? pausedAt(seconds) : goingHomeIn(seconds)}</Text>
      </Box>
      <Button
        variant="outline"
        size="sm"
        colorPalette="brand"
        onClick={() => actor.send({ type: paused ? 'RESUME' : 'PAUSE' })}
      >
        {paused ? 'Resume' : 'Pause'}
      </Button>
    </Flex>
  );
}
