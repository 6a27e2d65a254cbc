import { ChoiceList, YesNo } from '../choice-fields.tsx';
import { GroupFieldset, Wide } from '../group-fieldset.tsx';
import { GroupTitle } from '../labels.ts';
import { useStepView } from '../step-view.tsx';
import { LongTextInput } from '../text-fields.tsx';

/** The disability question; with a yes, the types, a description and the advice question. */
export function SpecialCircumstances() {
  const { shown, options } = useStepView();
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
