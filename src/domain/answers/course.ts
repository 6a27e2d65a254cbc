import { FUNDING_OPTION_OTHER } from '../course/catalogue.ts';
import { emptyApplicationDetails } from '../course/defaults.ts';
import { applicationDetailsFields, rplItemFields } from '../course/fields.ts';
import type { ApplicationDetailsForm, RplItem } from '../course/form.ts';
import type { Category } from '../user.ts';
import { maskTaxFileNumber } from './format.ts';
import { choiceLists, type RowSpec, rowsOf } from './rows.ts';
import type { AnswerSection, NameOf } from './types.ts';

type Form = ApplicationDetailsForm;

/**
 * The course step's answers beyond the spec's Application section. What the chosen offering does not
 * ask (study term mode or exam venue, law factors) a save has emptied (course/clearing.ts), so it has
 * no row; the category's own parts (costs International, FEE-HELP Domestic) follow visibility.ts.
 */
function sections(category: Category): ReadonlyArray<{ title: string; rows: RowSpec<Form>[] }> {
  const international = () => category === 'International';
  const domestic = () => category === 'Domestic';
  return [
    {
      title: 'Study Options',
      rows: [
        { field: 'studyTermMode', list: 'studyTermModeDict' },
        { field: 'examVenue', list: 'examVenueDict' },
        { field: 'applyingLawSchoolFactors' },
        {
          field: 'adjustmentFactors',
          list: 'adjustmentFactors',
          shown: (f) => f.applyingLawSchoolFactors === true,
        },
      ],
    },
    {
      title: 'Second Application',
      rows: [
        { field: 'hasSecondApplication' },
        { field: 'studyTermMode2', list: 'studyTermModeDict', shown: (f) => f.hasSecondApplication === true },
      ],
    },
    { title: 'Subject Preferences', rows: [{ field: 'applyCoModuleIds', list: 'modules' }] },
    { title: 'Scholarship', rows: [{ field: 'applyScholarships' }] },
    {
      title: 'FEE-HELP',
      rows: [
        { field: 'applyFeeHelp', shown: domestic },
        {
          field: 'taxFileNumber',
          shown: (f) => domestic() && f.applyFeeHelp === true,
          mask: maskTaxFileNumber,
        },
      ],
    },
    {
      title: 'Costs',
      rows: [
        { field: 'understandCosts', shown: international },
        { field: 'howFundingCost', list: 'fundingStudyCosts', shown: international },
        {
          field: 'fundingCostDetails',
          shown: (f) => international() && f.howFundingCost.includes(FUNDING_OPTION_OTHER),
        },
      ],
    },
  ];
}

const RPL_ROWS: RowSpec<RplItem>[] = [
  { field: 'moduleId', list: 'modules' },
  { field: 'previousInstitutionName' },
  { field: 'courseCode' },
  { field: 'completionYear' },
  { field: 'resultId', list: 'rplResults' },
];

/** The course step's further sections, then one per RPL item (only when RPL was applied for). */
export function courseSections(
  saved: Partial<Form> | null,
  category: Category,
  nameOf: NameOf,
  word: (text: string) => string,
): AnswerSection[] {
  if (!saved) return [];
  const form: Form = { ...emptyApplicationDetails(category), ...saved };
  const main = sections(category).map(({ title, rows }) => ({
    title,
    step: 'application' as const,
    rows: rowsOf(applicationDetailsFields, form, rows, nameOf, word),
  }));
  const rpl = (form.needRpl === true ? form.applicationRpls : []).map((item, index) => ({
    title: `RPL ${index + 1}`,
    step: 'application' as const,
    rows: rowsOf(rplItemFields, item, RPL_ROWS, nameOf, word),
  }));
  return [...main, ...rpl].filter((section) => section.rows.length > 0);
}

/**
 * The lists the course step's choices name, by field: the sections' (both categories), the RPL items',
 * and the spec section's course type, campus and offering (the catalogue's, not reference lists).
 */
export const COURSE_CHOICE_LISTS: Readonly<Record<string, string>> = {
  ...choiceLists([...sections('Domestic'), ...sections('International')].flatMap((section) => section.rows)),
  ...choiceLists(RPL_ROWS, 'applicationRpls.'),
  applicationType: 'courseTypes',
  applicationType2: 'courseTypes',
  campusId: 'campuses',
  campusId2: 'campuses',
  courseOfferingId: 'offerings',
  courseOffering2Id: 'offerings',
};
