import type { Mode } from '../mode.ts';
import type { QualificationsContext } from '../qualifications/context.ts';
import { emptyEmployment, emptyQualification, emptyQualifications } from '../qualifications/defaults.ts';
import {
  employmentItemFields,
  qualificationItemFields,
  qualificationsFields,
} from '../qualifications/fields.ts';
import type { EmploymentItem, QualificationItem, QualificationsForm } from '../qualifications/form.ts';
import { EmploymentShown, ItemShown, Shown } from '../qualifications/visibility.ts';
import type { Category } from '../user.ts';
import { choiceLists, type RowSpec, rowsOf } from './rows.ts';
import type { AnswerSection, NameOf } from './types.ts';

type Form = QualificationsForm;
type Asked = (form: Form, ctx: QualificationsContext) => boolean;

/** The English part as the step asks it: provider, exemption, the test with its scores, requirements. */
const ENGLISH: ReadonlyArray<Omit<RowSpec<Form>, 'shown'> & { shown?: Asked }> = [
  { field: 'hasEnglishProvider' },
  { field: 'englishProvider', list: 'englishProviders', shown: Shown.englishProvider },
  { field: 'englishProviderName', shown: Shown.englishProviderName },
  { field: 'englishProviderStartDate', shown: Shown.englishProvider },
  { field: 'englishProviderEndDate', shown: Shown.englishProvider },
  { field: 'exemptFromProvidingEvidence' },
  { field: 'exemptionReason', list: 'exemptionReasons', shown: Shown.exemptionReason },
  { field: 'completedEnglishTest' },
  { field: 'englishTestType', list: 'englishTest', shown: Shown.englishTest },
  { field: 'englishTestDate', shown: Shown.englishTest },
  { field: 'englishTestCountry', list: 'countries', shown: Shown.englishTest },
  { field: 'englishTestCity', shown: Shown.englishTest },
  { field: 'scoreType', list: 'englishScoreTypes', shown: Shown.scoreType },
  { field: 'finalResult', shown: Shown.finalResult },
  ...(['listening', 'speaking', 'reading', 'writing'] as const).map((field) => ({
    field,
    shown: Shown.skillScores,
  })),
  ...(['listeningGrade', 'speakingGrade', 'readingGrade', 'writingGrade'] as const).map((field) => ({
    field,
    list: 'englishGrades',
    shown: Shown.skillGrades,
  })),
  { field: 'englishLanguageRequirements' },
  { field: 'formOfTesting', list: 'formsOfTesting', shown: Shown.formOfTesting },
  { field: 'formOfTestingComments', shown: Shown.formOfTestingComments },
];

const QUALIFICATION: RowSpec<QualificationItem>[] = [
  { field: 'name' },
  { field: 'completed' },
  { field: 'intendToComplete', shown: ItemShown.notCompleted },
  { field: 'excludedFromInstitution', shown: ItemShown.notCompleted },
  { field: 'excludedDetails', shown: ItemShown.excludedDetails },
  { field: 'startDate' },
  { field: 'endDate' },
  { field: 'institution' },
  { field: 'country', list: 'countries' },
  { field: 'state', list: 'states', shown: ItemShown.state },
  { field: 'studentNum' },
  { field: 'score' },
  { field: 'englishIsSoleLanguage' },
  { field: 'yearLeftSchool', shown: ItemShown.secondary },
  { field: 'levelLeftSchool', list: 'levelsLeftSchool', shown: ItemShown.secondary },
  { field: 'year12ResultsType', list: 'year12ResultsTypes', shown: ItemShown.secondary },
  { field: 'internationalBaccalaureateAggregateScore', shown: ItemShown.ibScore },
];

const EMPLOYMENT: RowSpec<EmploymentItem>[] = [
  { field: 'name' },
  { field: 'position' },
  { field: 'inService' },
  { field: 'startDate' },
  { field: 'endDate', shown: EmploymentShown.endDate },
];

/** The qualifications step's sections: each qualification, English, each employment. */
export function qualificationSections(
  saved: Partial<Form> | null,
  category: Category,
  mode: Mode,
  nameOf: NameOf,
  word: (text: string) => string,
): AnswerSection[] {
  if (!saved) return [];
  const form: Form = { ...emptyQualifications(category), ...saved };
  // The visibility rules used here read the answers and the mode only, never the lists or the clock.
  const ctx = { mode, category } as QualificationsContext;
  const step = 'qualifications' as const;
  const qualifications = form.qualifications.map((item, index) => {
    const full = { ...emptyQualification(item.qualificationType), ...item };
    const type =
      full.qualificationType === null ? null : nameOf('qualificationTypes', full.qualificationType);
    return {
      title: `Qualification ${index + 1}${type ? `: ${type}` : ''}`,
      step,
      rows: rowsOf(qualificationItemFields, full, QUALIFICATION, nameOf, word),
    };
  });
  const english = {
    title: 'English Language',
    step,
    rows: rowsOf(
      qualificationsFields,
      form,
      ENGLISH.map(({ shown, ...row }) => ({ ...row, shown: shown && ((f: Form) => shown(f, ctx)) })),
      nameOf,
      word,
    ),
  };
  const employments = form.employments.map((item, index) => ({
    title: `Employment ${index + 1}`,
    step,
    rows: rowsOf(employmentItemFields, { ...emptyEmployment(), ...item }, EMPLOYMENT, nameOf, word),
  }));
  return [...qualifications, english, ...employments].filter((section) => section.rows.length > 0);
}

/** The lists the qualifications step's choices name, by field (an item's under its list's name). */
export const QUALIFICATION_CHOICE_LISTS: Readonly<Record<string, string>> = {
  ...choiceLists(ENGLISH),
  ...choiceLists(QUALIFICATION, 'qualifications.'),
  ...choiceLists(EMPLOYMENT, 'employments.'),
  'qualifications.qualificationType': 'qualificationTypes',
  qualificationTypes: 'qualificationTypes',
};
