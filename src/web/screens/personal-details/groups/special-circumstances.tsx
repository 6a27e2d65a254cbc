import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceList, LongTextInput, YesNo } from '../fields.ts';
import { GroupTitle } from '../labels.ts';
import { useShown, useStepView } from '../step-view.tsx';

/** The disability question; with a yes, the types, a description and the advice question. */
export function SpecialCircumstances() {
  const { options } = useStepView();
  const shown = useShown('disabilityDetails');
  return (
    <GroupFieldset title={GroupTitle.special}>
      <Wide>
        <YesNo name="needAssistanceFromDisabilityServices" />
      </Wide>
      {shown.disabilityDetails ? (
        <>
          <Wide>
            <ChoiceList name="disabilityType" options={options.disabilityTypes} />
          </Wide>
          <Wide>
            <LongTextInput name="disabilityDescribe" />
          </Wide>
          <Wide>
            <YesNo name="receiveAdviceOnDisabilityServices" />
          </Wide>
        </>
      ) : null}
    </GroupFieldset>
  );
}
