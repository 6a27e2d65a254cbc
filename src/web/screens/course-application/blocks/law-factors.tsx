import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useCourseView, useShown } from '../course-view.tsx';
import { ChoiceList, YesNo } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { refOptions } from '../options.ts';

/** Law courses only: whether to apply the adjustment factors, and which (spec §2). */
export function LawFactors() {
  const { catalogue } = useCourseView();
  const shown = useShown('adjustmentFactors', 'lawFactors');
  if (!shown.lawFactors) return null;
  return (
    <GroupFieldset title={BlockTitle.law}>
      <Wide>
        <YesNo name="applyingLawSchoolFactors" />
      </Wide>
      {shown.adjustmentFactors ? (
        <Wide>
          <ChoiceList name="adjustmentFactors" options={refOptions(catalogue.adjustmentFactors)} />
        </Wide>
      ) : null}
    </GroupFieldset>
  );
}
