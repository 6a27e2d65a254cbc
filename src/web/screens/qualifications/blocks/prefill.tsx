import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { QualificationLists } from '@/domain/qualifications/context.ts';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import { ENROLMENT_CODE_INVALID, offersPrefill } from '@/domain/qualifications/prefill.ts';
import { QualificationsActor } from '@/web/logic/qualifications-actor.ts';
import { ConfirmDialog } from '@/web/ui/confirm-dialog.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { BlockTitle, typeName } from '../labels.ts';

export const PrefillText = {
  code: 'Enrolment Code',
  help: 'The code of the student’s previous enrolment, for example ENR-2019-0001.',
  button: 'Pre-Fill',
  busy: 'Looking up…',
  invalid: ENROLMENT_CODE_INVALID,
} as const;

/**
 * Staff pre-fill (course spec §2, §4, §6): an enrolment code and a button that looks the former
 * enrolment up (busy meanwhile). What was found is confirmed in a dialog; a lookup that is refused or
 * finds nothing is silently ignored (§8). Staff only, and not while an offer is edited. The code,
 * whether it may be looked up and the message when not are the machine's (issue 26).
 */
export function Prefill() {
  const actor = QualificationsActor.useActorRef();
  const offered = QualificationsActor.useSelector((snapshot) => offersPrefill(snapshot.context));
  const obtaining = QualificationsActor.useSelector((snapshot) => snapshot.matches({ ready: 'obtaining' }));
  const code = QualificationsActor.useSelector((snapshot) => snapshot.context.enrolmentCode);
  const error = QualificationsActor.useSelector((snapshot) => snapshot.context.prefillError);
  const { getValues } = useFormContext();
  if (!offered) return null;

  const lookUp = () => actor.send({ type: 'PREFILL', values: getValues() as QualificationsForm });
  // Enter looks the code up; it must not submit the step's form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    lookUp();
  };

  return (
    <GroupFieldset title={BlockTitle.prefill}>
      <Wide>
        <Flex gap="3" align="flex-start" wrap="wrap">
          <Box flex="1" minW="12rem" maxW="sm">
            <TextField
              id="enrolmentCode"
              name="enrolmentCode"
              label={PrefillText.code}
              helperText={PrefillText.help}
              autoComplete="off"
              value={code}
              error={error ?? undefined}
              onChange={(event) => actor.send({ type: 'PREFILL_CODE', code: event.target.value })}
              onKeyDown={onKeyDown}
            />
          </Box>
          <Button
            variant="outline"
            colorPalette="brand"
            minH="10"
            mt="7"
            loading={obtaining}
            loadingText={PrefillText.busy}
            onClick={lookUp}
          >
            {PrefillText.button}
          </Button>
        </Flex>
      </Wide>
    </GroupFieldset>
  );
}

const plural = (count: number) => (count === 1 ? 'qualification' : 'qualifications');

/** The confirmation of what a lookup found: Yes fills the form, No leaves it as it was. */
export function PrefillDialog({ lists }: { lists: QualificationLists }) {
  const actor = QualificationsActor.useActorRef();
  const confirming = QualificationsActor.useSelector((snapshot) => snapshot.matches({ ready: 'confirming' }));
  const prefill = QualificationsActor.useSelector((snapshot) => snapshot.context.prefill);
  const found = (prefill?.qualifications ?? []).filter((item) => typeof item.qualificationType === 'number');
  return (
    <ConfirmDialog
      open={confirming}
      title={`Fill the form with ${found.length} ${plural(found.length)} from enrolment ${prefill?.enrolmentCode ?? ''}?`}
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    >
      <chakra.ul ps="5" mb="3" listStyleType="disc">
        {found.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once; types may repeat.
          <chakra.li key={index}>
            {typeName(lists, item.qualificationType ?? null, index)}
            {item.name ? `: ${item.name}` : ''}
          </chakra.li>
        ))}
      </chakra.ul>
      <Text>
        Each replaces the qualification of the same type in the form. The other qualifications, the English
        answers and the employment stay as they are.
      </Text>
    </ConfirmDialog>
  );
}
