import { Box, Text } from '@chakra-ui/react';
import { PersonalDetailsActor } from '@/web/logic/personal-details.ts';
import { ConfirmDialog } from '@/web/ui/confirm-dialog.tsx';

/**
 * Staff pre-fill, step 1–2 of spec §4: the confirmation, with a warning when the found student's
 * category is not the form's. Confirming overwrites the form and locks the personal fields.
 */
export function PrefillDialog() {
  const actor = PersonalDetailsActor.useActorRef();
  const confirming = PersonalDetailsActor.useSelector((snapshot) =>
    snapshot.matches({ ready: 'confirming' }),
  );
  const prefill = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.prefill);
  const category = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.category);
  return (
    <ConfirmDialog
      open={confirming}
      title="Pre-fill the personal details?"
      confirmLabel="Pre-Fill"
      cancelLabel="Cancel"
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    >
      {prefill?.categoryDiffers ? (
        <Box
          borderWidth="1px"
          borderStartWidth="4px"
          borderColor="orange.600"
          bg="orange.50"
          color="orange.900"
          borderRadius="l2"
          p="3"
          mb="3"
        >
          <Text fontWeight="semibold">
            Warning: student {prefill.studentNum} is a student of the {prefill.applicationCategory} category,
            but this application is {category}.
          </Text>
        </Box>
      ) : null}
      <Text>
        The details of student {prefill?.studentNum} will replace what is in the form, and their personal
        information will be locked.
      </Text>
    </ConfirmDialog>
  );
}
