import { GroupFieldset } from '@/web/ui/step-form/group-fieldset.tsx';
import { useCourseView, useShown } from '../course-view.tsx';
import { ChoiceSelect } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { refOptions } from '../options.ts';
import { OfferingChoice, OfferingFacts } from './offering-choice.tsx';

/** The first application: type, campus, offering, its facts, and the study term mode or exam venue. */
export function CourseBlock() {
  const { catalogue } = useCourseView();
  const shown = useShown('examVenue', 'studyTermMode');
  return (
    <GroupFieldset title={BlockTitle.course}>
      <OfferingChoice />
      <OfferingFacts />
      {shown.studyTermMode ? (
        <ChoiceSelect name="studyTermMode" options={refOptions(catalogue.studyTermModeDict)} />
      ) : null}
      {shown.examVenue ? (
        <ChoiceSelect name="examVenue" options={refOptions(catalogue.examVenueDict)} />
      ) : null}
    </GroupFieldset>
  );
}
