import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, DateInput, TextInput, YesNo } from '../fields.ts';
import { GroupTitle } from '../labels.ts';
import { useShown, useStepView } from '../step-view.tsx';
import { StudentId } from './student-id.tsx';

/** Agent, OSHC and studied-before questions (which ones: Shown, by mode and offer editing), Student ID. */
export function TopInformation() {
  const { options } = useStepView();
  const shown = useShown(
    'agentQuestion',
    'agency',
    'counselorName',
    'oshcQuestion',
    'healthCare',
    'studiedQuestion',
    'studentNum',
    'pickupQuestion',
  );
  return (
    <GroupFieldset title={GroupTitle.top}>
      {shown.agentQuestion ? (
        <Wide>
          <YesNo name="agentShow" />
        </Wide>
      ) : null}
      {shown.agency ? <ChoiceSelect name="agentId" options={options.agencies} /> : null}
      {shown.counselorName ? <TextInput name="counselorName" /> : null}
      {shown.oshcQuestion ? (
        <Wide>
          <YesNo name="hasHealthCare" />
        </Wide>
      ) : null}
      {shown.healthCare ? (
        <>
          <TextInput name="healthCareNo" />
          <DateInput name="healthCareExpiryDate" />
        </>
      ) : null}
      {shown.studiedQuestion ? (
        <Wide>
          <YesNo name="studiedAtTopEducation" />
        </Wide>
      ) : null}
      {shown.studentNum ? (
        <Wide>
          <StudentId />
        </Wide>
      ) : null}
      <Wide>
        <YesNo name="communication" />
      </Wide>
      {shown.pickupQuestion ? (
        <Wide>
          <YesNo name="pickupAllowed" />
        </Wide>
      ) : null}
      <Wide>
        <YesNo name="payAllFees" />
      </Wide>
    </GroupFieldset>
  );
}
