import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { useCourseView, useShown } from '../course-view.tsx';
import { ChoiceList, LongTextInput, YesNo } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { refOptions } from '../options.ts';

/** International only (spec §1, §2): the costs question, how they are funded, details for 1339 (other). */
export function LivingCosts() {
  const { catalogue } = useCourseView();
  const shown = useShown('fundingDetails', 'livingCosts');
  if (!shown.livingCosts) return null;
  return (
    <GroupFieldset title={BlockTitle.livingCosts}>
      <Wide>
        <YesNo name="understandCosts" />
      </Wide>
      <Wide>
        <ChoiceList name="howFundingCost" options={refOptions(catalogue.fundingStudyCosts)} />
      </Wide>
      {shown.fundingDetails ? (
        <Wide>
          <LongTextInput name="fundingCostDetails" />
        </Wide>
      ) : null}
    </GroupFieldset>
  );
}
