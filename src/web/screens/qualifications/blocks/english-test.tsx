import { SKILL_GRADES, SKILL_SCORES } from '@/domain/qualifications/form.ts';
import { refOptions } from '@/web/ui/select-field.tsx';
import { Wide } from '@/web/ui/step-form/group-fieldset.tsx';
import { ChoiceSelect, DateInput, TextInput, YesNo } from '../fields.ts';
import { EnglishPart } from '../labels.ts';
import { useQualificationsView, useShown } from '../qualifications-view.tsx';
import { PartTitle } from './part-title.tsx';

/**
 * The English test (course spec §3, §5): the question; the test, its date, country and city; for the
 * OET (2113) its score type; the overall score (not for the OET) and the four skills as scores, or
 * for OET grades (1864) as grades. A new test or score type clears the results (§4).
 */
export function EnglishTest() {
  const { lists } = useQualificationsView();
  const shown = useShown('englishTest', 'scoreType', 'finalResult', 'skillScores', 'skillGrades');
  return (
    <>
      <PartTitle>{EnglishPart.test}</PartTitle>
      <Wide>
        <YesNo name="completedEnglishTest" />
      </Wide>
      {shown.englishTest ? (
        <>
          <ChoiceSelect name="englishTestType" options={refOptions(lists.englishTest)} />
          <DateInput name="englishTestDate" />
          <ChoiceSelect name="englishTestCountry" options={refOptions(lists.countries)} />
          <TextInput name="englishTestCity" />
        </>
      ) : null}
      {shown.scoreType ? (
        <ChoiceSelect name="scoreType" options={refOptions(lists.englishScoreTypes)} />
      ) : null}
      {shown.finalResult ? (
        <Wide>
          <TextInput name="finalResult" />
        </Wide>
      ) : null}
      {shown.skillScores ? SKILL_SCORES.map((skill) => <TextInput key={skill} name={skill} />) : null}
      {shown.skillGrades
        ? SKILL_GRADES.map((grade) => (
            <ChoiceSelect key={grade} name={grade} options={refOptions(lists.englishGrades)} />
          ))
        : null}
    </>
  );
}
