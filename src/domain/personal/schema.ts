import { z } from 'zod';
import type { Mode } from '../mode.ts';
import { AUSTRALIA } from '../reference/codes.ts';
import { CATEGORIES, type Category } from '../user.ts';
import type { RuleContext } from './checks.ts';
import { clearHiddenValues } from './clearing.ts';
import { NEW_APPLICATION_ID } from './constants.ts';
import type { PersonalDetailsForm } from './form.ts';
import { PersonalMsg } from './messages.ts';
import { validatePersonalDetails } from './validate.ts';

const error = PersonalMsg.invalid;
/** Text: trimmed; null or missing is ''. */
const text = z
  .string({ error })
  .trim()
  .nullish()
  .transform((v) => v ?? '');
/** A reference id: null or missing is null. */
const choice = z
  .number({ error })
  .int({ error })
  .nullish()
  .transform((v) => v ?? null);
/** A yes/no answer: null or missing is null. */
const answer = z
  .boolean({ error })
  .nullish()
  .transform((v) => v ?? null);

/** The form's shape and types only; every rule of spec §5 is in validatePersonalDetails. */
export const personalDetailsShape = z.object({
  agentShow: answer,
  agentId: choice,
  counselorName: text,
  applicationCategory: z.enum(CATEGORIES, { error }).optional(),
  studiedAtTopEducation: answer,
  studentNum: text,
  title: choice,
  familyName: text,
  firstGivenName: text,
  otherGivenName: text,
  officialNameChanged: answer,
  previousFamilyName: text,
  previousGivenName: text,
  gender: choice,
  birthDate: text,
  studentUsi: text,
  countryOfBirth: choice,
  dateArrivalAustralia: text,
  australianAboriginalType: choice,
  englishIsFirstLanguage: answer,
  firstLanguage: choice,
  languageAtHome: choice,
  religion: choice,
  citizenType: choice,
  countryOfCitizenship: choice,
  passportNumber: text,
  hasVisa: answer,
  visaType: choice,
  visaDetails: text,
  visaNo: text,
  visaSubclassNo: text,
  visaExpiryDate: text,
  hasHealthCare: answer,
  healthCareNo: text,
  healthCareExpiryDate: text,
  mail: text,
  mobileNumberCountryCode: text,
  mobileNumber: text,
  homeNumberCountryCode: text,
  homeNumberAreaCode: text,
  homeNumber: text,
  workNumberCountryCode: text,
  workNumberAreaCode: text,
  workNumber: text,
  localAddressCountry: choice,
  localAddressState: choice,
  localAddressSuburb: text,
  localAddressStreetLine1: text,
  localAddressStreetLine2: text,
  localAddressPostcode: text,
  internationalAddressCountry: choice,
  internationalAddressState: choice,
  internationalAddressSuburb: text,
  internationalAddressStreetLine1: text,
  internationalAddressStreetLine2: text,
  internationalAddressPostcode: text,
  contactTitle: choice,
  contactFamilyName: text,
  contactFirstGivenName: text,
  contactRelationship: text,
  contactMobileNumberCountryCode: text,
  contactMobileNumber: text,
  contactHomeNumberCountryCode: text,
  contactHomeNumberAreaCode: text,
  contactHomeNumber: text,
  contactWorkNumberCountryCode: text,
  contactWorkNumberAreaCode: text,
  contactWorkNumber: text,
  contactCountry: choice,
  contactState: choice,
  contactSuburb: text,
  contactAddress1: text,
  contactAddress2: text,
  contactPostcode: text,
  communication: answer,
  pickupAllowed: answer,
  resident: answer,
  payAllFees: answer,
  needAssistanceFromDisabilityServices: answer,
  disabilityType: z
    .array(z.number({ error }).int({ error }), { error })
    .nullish()
    .transform((v) => v ?? []),
  disabilityDescribe: text,
  receiveAdviceOnDisabilityServices: answer,
  applicationId: z
    .number({ error })
    .int({ error })
    .nullish()
    .transform((v) => v ?? NEW_APPLICATION_ID),
});

export interface PersonalSchemaOptions {
  mode: Mode;
  category: Category;
  editOffer?: boolean;
  /** "Now" for the age and arrival-year rules; injectable for tests. */
  now?: () => Date;
}

/**
 * The personal details schema for one version of the step, used by the form (zodResolver) and the
 * server alike. Before the rules: the category and local country are fixed (Australia, 752) and a
 * missing agentShow is derived from agentId. After them, values hidden by an answer are emptied.
 */
export function personalDetailsSchema(options: PersonalSchemaOptions) {
  const ctx: RuleContext = {
    mode: options.mode,
    category: options.category,
    editOffer: options.editOffer ?? false,
    now: options.now ?? (() => new Date()),
  };
  return personalDetailsShape
    .transform(
      (input): PersonalDetailsForm => ({
        ...input,
        agentShow: input.agentShow ?? input.agentId !== null,
        applicationCategory: ctx.category,
        localAddressCountry: AUSTRALIA,
      }),
    )
    .superRefine((form, issues) => {
      for (const { field, message } of validatePersonalDetails(form, ctx)) {
        issues.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((form) => clearHiddenValues(form, ctx));
}

export type PersonalDetailsInput = z.input<typeof personalDetailsShape>;
