import { refOptions } from '@/web/ui/select-field.tsx';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, LongTextInput, YesNo } from '../fields.ts';
import { EnglishPart } from '../labels.ts';
import { useQualificationsView, useShown } from '../qualifications-view.tsx';
import { PartTitle } from './part-title.tsx';

/**
 * The course's English requirements (course spec §3–§5): the question; the form of testing, with
 * comments for 2111 and 2105. No clears both (§4).
 */
export function EnglishRequirements() {
  const { lists } = useQualificationsView();
  const shown = useShown('formOfTesting', 'formOfTestingComments');
  return (
    <>
      <PartTitle>{EnglishPart.requirements}</PartTitle>
      <Wide>
        <YesNo name="englishLanguageRequirements" />
      </Wide>
      {shown.formOfTesting ? (
        <Wide>
          <ChoiceSelect name="formOfTesting" options={refOptions(lists.formsOfTesting)} />
        </Wide>
      ) : null}
      {shown.formOfTestingComments ? (
        <Wide>
          <LongTextInput name="formOfTestingComments" />
        </Wide>
      ) : null}
    </>
  );
}
