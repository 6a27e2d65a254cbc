import { Box, Button } from '@chakra-ui/react';
import { removeSecondApplication } from '@/domain/course/clearing.ts';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useFormChange } from '@/web/ui/step-form/use-answer.ts';
import { useCourseView, useShown } from '../course-view.tsx';
import { ChoiceSelect } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { refOptions } from '../options.ts';
import { OfferingChoice, OfferingFacts } from './offering-choice.tsx';

/** The optional second application (spec §2): added with a button, Remove clears it (spec §4). */
export function SecondApplication() {
  const { catalogue } = useCourseView();
  const shown = useShown('secondApplication', 'studyTermMode2');
  const change = useFormChange();
  if (!shown.secondApplication) {
    return (
      <Box>
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={() => change((form) => ({ ...form, hasSecondApplication: true }), 'hasSecondApplication')}
        >
          Add a Second Application
        </Button>
      </Box>
    );
  }
  return (
    <GroupFieldset title={BlockTitle.second}>
      <OfferingChoice second="2" />
      <OfferingFacts second="2" />
      {shown.studyTermMode2 ? (
        <ChoiceSelect name="studyTermMode2" options={refOptions(catalogue.studyTermModeDict)} />
      ) : null}
      <Wide>
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => change((form) => removeSecondApplication(form as ApplicationDetailsForm))}
        >
          Remove Second Application
        </Button>
      </Wide>
    </GroupFieldset>
  );
}
