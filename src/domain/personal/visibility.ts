import type { Mode } from '../mode.ts';
import { PASSPORT_EXEMPT_CITIZENSHIP, VISA_TYPE_OTHER } from '../reference/codes.ts';
import { isStateBearing } from '../reference/filters.ts';
import type { Category } from '../user.ts';
import type { PersonalDetailsForm } from './form.ts';

/** What picks the version of the step: the mode (host), the application category, offer editing. */
export interface StepContext {
  mode: Mode;
  category: Category;
  /** An offer is being edited: a reduced set of agent and OSHC questions replaces the studied-before ones. */
  editOffer?: boolean;
}

type Rule = (form: PersonalDetailsForm, ctx: StepContext) => boolean;

const agentQuestion: Rule = (_form, ctx) => (ctx.editOffer ? ctx.mode !== 'agent' : ctx.mode === 'staff');
const studiedQuestion: Rule = (_form, ctx) => !ctx.editOffer;
const oshcQuestion: Rule = (_form, ctx) => ctx.editOffer === true;
const studentNum: Rule = (form, ctx) => studiedQuestion(form, ctx) && form.studiedAtTopEducation === true;
const notDomestic: Rule = (_form, ctx) => ctx.category !== 'Domestic';
const internationalAddress = notDomestic;
/** An International applicant who answered No to living in Australia (ADR 018): no Australian address. */
const abroad: Rule = (form, ctx) => notDomestic(form, ctx) && form.resident === false;
const localAddress: Rule = (form, ctx) => !abroad(form, ctx);
const visa: Rule = (form) => form.hasVisa === true;

/**
 * Which conditional parts of the form are shown (spec §4, §6). Only shown fields are validated.
 * - Agent question: staff in the default (studied-before) flow; applicants and staff when an offer is
 *   edited; never agents (they are the agent, and see the counselor name only).
 * - OSHC question: only when an offer is edited (the reduced set replaces the studied-before questions).
 * - Year of arrival and local address: not asked of an International applicant who does not live in
 *   Australia (resident No, ADR 018); the year of arrival is never asked of Domestic applicants.
 * - Airport pick-up: not asked of Domestic applicants (ADR 018).
 */
export const Shown = {
  agentQuestion,
  agency: (form, ctx) => agentQuestion(form, ctx) && form.agentShow === true,
  counselorName: (form, ctx) => ctx.mode === 'agent' || (agentQuestion(form, ctx) && form.agentShow === true),
  oshcQuestion,
  healthCare: (form, ctx) => oshcQuestion(form, ctx) && form.hasHealthCare === false,
  studiedQuestion,
  studentNum,
  prefillButton: (form, ctx) => ctx.mode === 'staff' && studentNum(form, ctx),
  previousNames: (form) => form.officialNameChanged === true,
  arrivalYear: (form, ctx) => notDomestic(form, ctx) && !abroad(form, ctx),
  firstLanguage: (form) => form.englishIsFirstLanguage === false,
  visa,
  visaDetails: (form, ctx) => visa(form, ctx) && form.visaType === VISA_TYPE_OTHER,
  localAddress,
  internationalAddress,
  internationalState: (form, ctx) =>
    internationalAddress(form, ctx) && isStateBearing(form.internationalAddressCountry),
  contactState: (form) => isStateBearing(form.contactCountry),
  pickupQuestion: notDomestic,
  disabilityDetails: (form) => form.needAssistanceFromDisabilityServices === true,
} satisfies Record<string, Rule>;

export type ShownPart = keyof typeof Shown;

/** Passport is required unless the country of citizenship is Australia (283). */
export function isPassportRequired(form: Pick<PersonalDetailsForm, 'countryOfCitizenship'>): boolean {
  return form.countryOfCitizenship !== PASSPORT_EXEMPT_CITIZENSHIP;
}
