import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, YesNo } from '../fields.ts';
import { GroupTitle } from '../labels.ts';
import { useShown, useStepView } from '../step-view.tsx';

/** Aboriginal and Torres Strait Islander origin, languages (First Language when English is not), religion. */
export function CulturalBackground() {
  const { options } = useStepView();
  const shown = useShown('firstLanguage');
  return (
    <GroupFieldset title={GroupTitle.culture}>
      <Wide>
        <ChoiceSelect name="australianAboriginalType" options={options.aboriginalTypes} />
      </Wide>
      <Wide>
        <YesNo name="englishIsFirstLanguage" />
      </Wide>
      {shown.firstLanguage ? <ChoiceSelect name="firstLanguage" options={options.languages} /> : null}
      <ChoiceSelect name="languageAtHome" options={options.languages} />
      <ChoiceSelect name="religion" options={options.religions} />
    </GroupFieldset>
  );
}
