import { SKILLS } from '@/domain/other-details/form.ts';
import { firstLanguages } from '@/domain/other-details/rules.ts';
import { refOptions } from '@/web/ui/select-field.tsx';
import { GroupFieldset, Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, DateInput, LongTextInput, TextInput, YesNo } from '../fields.ts';
import { BlockTitle } from '../labels.ts';
import { useOtherDetailsView, useShown } from '../other-details-view.tsx';

/**
 * English Proficiency (course spec §2, §3): whether English is the first language (else which one),
 * studies taught in English with when they were completed, an English test with its type, date and
 * results (no overall score for the OET), and how the applicant uses English.
 */
export function EnglishProficiency() {
  const { ctx } = useOtherDetailsView();
  const shown = useShown(
    'englishTest',
    'finalResult',
    'firstLanguage',
    'postSecondaryCompletedDate',
    'secondaryCompletedDate',
    'skillScores',
  );
  return (
    <GroupFieldset title={BlockTitle.english}>
      <Wide>
        <YesNo name="englishIsFirstLanguage" />
      </Wide>
      {shown.firstLanguage ? (
        <Wide>
          <ChoiceSelect name="firstLanguage" options={refOptions(firstLanguages(ctx))} />
        </Wide>
      ) : null}
      <Wide>
        <YesNo name="englishSecondaryStudy" />
      </Wide>
      {shown.secondaryCompletedDate ? <DateInput name="englishSecondaryStudyCompletedDate" /> : null}
      <Wide>
        <YesNo name="englishPostSecondaryStudy" />
      </Wide>
      {shown.postSecondaryCompletedDate ? <DateInput name="englishPostSecondaryStudyCompletedDate" /> : null}
      <Wide>
        <YesNo name="completedEnglishTest" />
      </Wide>
      {shown.englishTest ? (
        <>
          <ChoiceSelect name="englishTestType" options={refOptions(ctx.lists.englishTest)} />
          <DateInput name="testDate" />
        </>
      ) : null}
      {shown.finalResult ? (
        <Wide>
          <TextInput name="finalResult" />
        </Wide>
      ) : null}
      {shown.skillScores ? SKILLS.map((skill) => <TextInput key={skill} name={skill} />) : null}
      <Wide>
        <LongTextInput name="useOfEnglish" rows={4} />
      </Wide>
    </GroupFieldset>
  );
}
