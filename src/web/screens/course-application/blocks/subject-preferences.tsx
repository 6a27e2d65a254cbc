import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { MAX_SUBJECT_PREFERENCES } from '@/domain/course/constants.ts';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { chosenSubjects } from '@/domain/course/visibility.ts';
import { StepText } from '@/domain/steps/wording.ts';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useFormChange } from '@/web/ui/step-form/use-answer.ts';
import { useWording } from '@/web/ui/step-form/use-wording.ts';
import { useCourseAnswers, useCourseView } from '../course-view.tsx';
import { ChoiceSelect } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { subjectOptions } from '../options.ts';

type Form = ApplicationDetailsForm;

/** Subject preferences: each a subject of the chosen offering; add and remove, at most 6 (spec §4). */
export function SubjectPreferences() {
  const { ctx } = useCourseView();
  const subjects = useCourseAnswers((form) => chosenSubjects(form, ctx));
  // The rows' count only: choosing a subject re-renders its own select, not the block.
  const count = useCourseAnswers((form) => form.applyCoModuleIds.length);
  const change = useFormChange();
  const word = useWording();
  const options = subjectOptions(subjects);
  const full = count >= MAX_SUBJECT_PREFERENCES;
  const edit = (next: (list: Form['applyCoModuleIds']) => Form['applyCoModuleIds']) =>
    change((values) => ({ ...values, applyCoModuleIds: next((values as Form).applyCoModuleIds) }));
  return (
    <GroupFieldset title={BlockTitle.preferences}>
      <Wide>
        <Text color="fg.muted">
          {options.length === 0
            ? 'Choose a course offering first: its subjects are listed here.'
            : `Up to ${MAX_SUBJECT_PREFERENCES} subjects of the chosen course offering, in order of preference.`}
        </Text>
      </Wide>
      {Array.from({ length: count }, (_id, index) => (
        // Rows are positions (Subject Preference 1, 2…): removing one moves the others up.
        // biome-ignore lint/suspicious/noArrayIndexKey: the row is its position.
        <Wide key={index}>
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Box flex="1" minW="14rem">
              <ChoiceSelect name={`applyCoModuleIds.${index}`} options={options} />
            </Box>
            <Button
              variant="outline"
              colorPalette="red"
              minH="10"
              aria-label={`Remove Subject Preference ${index + 1}`}
              onClick={() => edit((list) => list.filter((_item, at) => at !== index))}
            >
              Remove
            </Button>
          </Flex>
        </Wide>
      ))}
      <Wide>
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={full || options.length === 0}
          onClick={() => edit((list) => [...list, null])}
        >
          Add Subject Preference
        </Button>
        {full ? (
          <Text mt="2" fontSize="sm" color="fg.muted">
            {word(StepText.preferencesFull)}
          </Text>
        ) : null}
      </Wide>
    </GroupFieldset>
  );
}
