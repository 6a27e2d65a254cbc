import { Box, Button, Flex } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import type { PersonalDetailsInput } from '@/domain/personal/schema.ts';
import { PersonalDetailsActor } from '@/web/logic/personal-details.ts';
import { TextInput } from '../fields.ts';
import { useShown } from '../step-view.tsx';

/** Student ID; for staff the Pre-Fill button beside it looks the student up (confirmed in a dialog). */
export function StudentId() {
  const shown = useShown('prefillButton');
  const actor = PersonalDetailsActor.useActorRef();
  const obtaining = PersonalDetailsActor.useSelector((snapshot) => snapshot.matches({ ready: 'obtaining' }));
  const { getValues, trigger } = useFormContext<PersonalDetailsInput, unknown, PersonalDetailsForm>();

  async function prefill() {
    // The number's own rules first (digits, at most 10): its message shows at the field.
    if (!(await trigger('studentNum'))) return;
    const values = getValues() as unknown as PersonalDetailsForm;
    actor.send({ type: 'PREFILL', studentNum: values.studentNum, values });
  }

  return (
    <Flex gap="3" align="flex-start" wrap="wrap">
      <Box flex="1" minW="12rem" maxW="sm">
        <TextInput name="studentNum" />
      </Box>
      {shown.prefillButton ? (
        <Button
          variant="outline"
          colorPalette="brand"
          minH="10"
          mt="7"
          loading={obtaining}
          loadingText="Looking up…"
          onClick={() => void prefill()}
        >
          Pre-Fill
        </Button>
      ) : null}
    </Flex>
  );
}
