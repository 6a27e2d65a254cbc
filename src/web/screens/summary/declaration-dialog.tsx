import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { DECLARATION_CHECKBOX } from '@/domain/submission/constants.ts';
import { SummaryActor } from '@/web/logic/summary.ts';
import { AppDialog } from '@/web/ui/app-dialog.tsx';
import { LoneCheckbox } from '@/web/ui/lone-checkbox.tsx';
import { SafeHtml } from '@/web/ui/safe-html.tsx';
import { MISSING_PARTS_ID } from './missing-parts.tsx';

/** Why Submit does nothing yet (spec §5), read with the button. */
export const TICK_FIRST = 'Tick the box to confirm you have read the declaration, then submit.';
const TICK_FIRST_ID = 'declaration-tick-first';

/**
 * The Declaration popup (spec §2): the declaration HTML (sanitised), the checkbox and Submit, which
 * does nothing until the box is ticked — it stays in place, marked aria-disabled, and says why. The
 * × (Close) and Escape close it, except while the submission is on its way.
 */
export function DeclarationDialog() {
  const actor = SummaryActor.useActorRef();
  const open = SummaryActor.useSelector(
    (s) => s.matches({ ready: 'declaration' }) || s.matches({ ready: 'submitting' }),
  );
  const submitting = SummaryActor.useSelector((s) => s.matches({ ready: 'submitting' }));
  const ticked = SummaryActor.useSelector((s) => s.context.ticked);
  const declaration = SummaryActor.useSelector((s) => s.context.declaration);

  return (
    <AppDialog
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title="Declaration"
      size="lg"
      closable={!submitting}
      // A refusal closes the popup with the missing parts shown: focus goes to them, not to Confirm.
      finalFocusEl={() => document.getElementById(MISSING_PARTS_ID)}
      footer={
        <Stack gap="2" align="flex-end" w="full">
          {ticked ? null : (
            <Text id={TICK_FIRST_ID} fontSize="sm" color="fg">
              {TICK_FIRST}
            </Text>
          )}
          <Button
            colorPalette="brand"
            aria-disabled={!ticked || submitting}
            aria-describedby={ticked ? undefined : TICK_FIRST_ID}
            disabled={submitting}
            loading={submitting}
            loadingText="Submitting…"
            onClick={() => actor.send({ type: 'SUBMIT' })}
            opacity={ticked ? undefined : 0.6}
            cursor={ticked ? undefined : 'not-allowed'}
          >
            Submit
          </Button>
        </Stack>
      }
    >
      <Stack gap="4">
        <Box
          role="region"
          aria-label="Declaration text"
          tabIndex={0}
          maxH="50vh"
          overflowY="auto"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="l2"
          p="4"
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <SafeHtml html={declaration} />
        </Box>
        <LoneCheckbox
          id="declaration-read"
          label={DECLARATION_CHECKBOX}
          checked={ticked}
          disabled={submitting}
          onChange={(checked) => actor.send({ type: checked ? 'TICK' : 'UNTICK' })}
        />
      </Stack>
    </AppDialog>
  );
}
