import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { switchQuestion } from '../../src/domain/applications/category.ts';
import { listRequestSchema } from '../../src/domain/applications/list.ts';
import * as Const from '../../src/domain/constants.ts';
import { FUNDING_OPTION_OTHER, HOME_INSTITUTE_APPLICATION_TYPE } from '../../src/domain/course/catalogue.ts';
import { MaxLength as CourseMax, MAX_SUBJECT_PREFERENCES } from '../../src/domain/course/constants.ts';
import { CourseMsg } from '../../src/domain/course/messages.ts';
import * as Docs from '../../src/domain/documents/constants.ts';
import { Msg } from '../../src/domain/messages.ts';
import { MIN_AGE, MaxLength as PersonalMax } from '../../src/domain/personal/constants.ts';
import { personalFields } from '../../src/domain/personal/fields.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import * as Q from '../../src/domain/qualifications/constants.ts';
import { overallCheck, skillCheck } from '../../src/domain/qualifications/scores.ts';
import * as Codes from '../../src/domain/reference/codes.ts';
import {
  changeEmailSchema,
  changePasswordSchema,
  registrationSchema,
  signInSchema,
} from '../../src/domain/schemas/account.ts';
import type { ValueCheck } from '../../src/domain/steps/checks.ts';
import { StepMsg } from '../../src/domain/steps/messages.ts';
import * as Submission from '../../src/domain/submission/constants.ts';
import { supportRequestSchema } from '../../src/domain/support/support.ts';

/**
 * Issue 28: every message and constant the three spec documents name, typed here FROM THE SPEC (never
 * imported from the code), checked against the product's value. A change of a message's wording
 * (its misspellings are the spec's: 'repeatly', 'benn', 'Broken!Please') or of a constant turns a row
 * red. Where the product holds a rule rather than a value (a length, a range), the rule is exercised.
 * The spec's numbers for delays the machines run on (finish countdown, upload reload, resend) are also
 * replayed on the machines themselves in tests/machines/spec-timings.test.ts.
 */

// spec: portal-shell-account-documents-summary.md §4, §5, §8 and the other documents' §5, word for word.
const messages: [string, string, string][] = [
  ['envelope 500', 'Server Broken!Please try again later.', Msg.serverBrokenEnvelope],
  ['HTTP 500', 'Server Broken! Please try again later.', Msg.serverBrokenHttp],
  ['forgot password sent', 'Please check your email and click reset password link', Msg.resetLinkSent],
  ['password reset', 'Reset password successfully, please re-login.', Msg.passwordReset],
  ['registered', 'Registration successful, please login.', Msg.registered],
  ['email changed', 'Your login email has benn changed, please re-login', Msg.emailChanged],
  ['form validation', 'Please correct the edit information.', Msg.correctEditInformation],
  ['step summary', 'Please correct the edit information.', StepMsg.summary],
  ['personal summary', 'Please correct the edit information.', PersonalMsg.summary],
  ['course summary', 'Please correct the edit information.', CourseMsg.summary],
  ['remove confirmation', 'Are you sure remove?', Msg.removeConfirm],
  ['first visit', 'Welcome! You are...', Msg.welcome],
  ['upload success', 'success', Docs.UPLOAD_SUCCESS],
  ['finish', 'Congratulations! Your application is completed.', Submission.FINISH_MESSAGE],
  ['declaration box', 'I have read and confirmed the above terms', Submission.DECLARATION_CHECKBOX],
  ['documents title', 'Upload Documents', Docs.DOCUMENTS_TITLE],
  ['help link', 'How to apply', Docs.HOW_TO_APPLY],
  ['required mark', '^', Docs.REQUIRED_MARK],
  ['switch category', 'Do you change the account category to Domestic Student?', switchQuestion('Domestic')],
  // personal-details-step.md §5
  [
    'counselor name',
    'Responsible Counselor Name must be no more than 60 characters.',
    PersonalMsg.counselorNameTooLong,
  ],
  [
    'health care number',
    'Health Care Number must be no more than 45 characters.',
    PersonalMsg.healthCareNoTooLong,
  ],
  ['required answer', 'This is required.', PersonalMsg.required],
  ['USI', 'It must fill in 10 characters.', PersonalMsg.usiLength],
  ['passport required', 'Passport Number is required.', PersonalMsg.passportRequired],
  ['passport length', 'It must be no more than 20 characters.', PersonalMsg.max20],
  ['visa subclass', 'Visa Subclass Number is required.', PersonalMsg.visaSubclassRequired],
  ['age', 'Age must be greater than 18 years old.', PersonalMsg.ageOver18],
  ['postcode required', 'Postcode is required.', PersonalMsg.postcodeRequired],
  ['postcode 4 digits', 'It must fill in 4 digits, ranging from 0000 to 9999.', PersonalMsg.postcode4Digits],
  ['postcode 10 digits', 'Postcode must be no more than 10 digits.', PersonalMsg.postcodeMax10],
  ['emergency title', 'Title is required.', PersonalMsg.titleRequired],
  // course-qualifications-other-steps.md §5
  [
    'RPL duplicate',
    'The same subject code cannot be selected repeatly in RPL item.',
    CourseMsg.rplDuplicateSubject,
  ],
  ['time conflict', 'It cannot be selected because of time conflict.', CourseMsg.timeConflict],
  ['costs', 'The costs of studying in Australia must be understood.', CourseMsg.understandCosts],
];

// spec §9 of each document, and the codes they name.
const constants: [string, unknown, unknown][] = [
  ['login target', 'Potential_Student_Entrance', Const.LOGIN_TARGET],
  ['resend countdown, seconds', 60, Const.RESEND_SECONDS],
  ['verification code digits', 6, Const.CODE_LENGTH],
  ['slide control width', 260, Const.SLIDER_WIDTH],
  ['slide control height', 56, Const.SLIDER_HEIGHT],
  ['redirect delay after success, ms', 2000, Const.REDIRECT_DELAY_MS],
  ['finish countdown, seconds', 5, Const.FINISH_COUNTDOWN_SECONDS],
  ['finish countdown (submission), seconds', 5, Submission.FINISH_COUNTDOWN_SECONDS],
  ['documents reload after upload, ms', 1000, Docs.RELOAD_AFTER_MS],
  ['documents reload (shell constant), ms', 1000, Const.DOCUMENT_RELOAD_MS],
  ['list page size', 20, Const.PAGE_SIZE],
  ['message duration, ms', 3000, Const.MESSAGE_MS],
  ['long message duration, ms', 5000, Const.LONG_MESSAGE_MS],
  ['lazily loaded script time-out, ms', 120_000, Const.LAZY_SCRIPT_TIMEOUT_MS],
  ['files per type', 5, Docs.MAX_FILES_PER_TYPE],
  ['file size, bytes (20MB)', 20 * 1024 * 1024, Docs.MAX_FILE_BYTES],
  [
    'upload extensions',
    ['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'png', 'xls', 'xlsx'],
    [...Docs.UPLOAD_EXTENSIONS].sort(),
  ],
  ['never-required document type', 'OTHER_DOCUMENT', Docs.OTHER_DOCUMENT],
  ['documents load query', 'Documents', Docs.DOCUMENTS_STEP_QUERY],
  ['Australia', 752, Codes.AUSTRALIA],
  ['passport-exempt citizenship', 283, Codes.PASSPORT_EXEMPT_CITIZENSHIP],
  ['visa type other', 1364, Codes.VISA_TYPE_OTHER],
  ['domestic default citizen type', 485, Codes.DOMESTIC_DEFAULT_CITIZEN_TYPE],
  ['international default citizen type', 1840, Codes.INTERNATIONAL_DEFAULT_CITIZEN_TYPE],
  ['default Aboriginal type', 873, Codes.DEFAULT_ABORIGINAL_TYPE],
  ['domestic TCSI citizen codes', ['1', '2', '3', '8'], [...Codes.DOMESTIC_TCSI_CITIZEN_CODES]],
  ['international TCSI citizen codes', ['4', '5'], [...Codes.INTERNATIONAL_TCSI_CITIZEN_CODES]],
  ['minimum age', 18, MIN_AGE],
  ['subject preferences', 6, MAX_SUBJECT_PREFERENCES],
  ['funding option other', 1339, FUNDING_OPTION_OTHER],
  ['home institute application type', 495, HOME_INSTITUTE_APPLICATION_TYPE],
  ['English provider other', 1635, Q.ENGLISH_PROVIDER_OTHER],
  [
    'qualification types',
    [496, 497, 498, 499, 500, 1849, 1850, 1851, 1852, 1853],
    [...Q.QUALIFICATION_TYPE_IDS],
  ],
  ['English tests', [505, 1587, 1591, 2112, 2113], Object.values(Q.EnglishTest).sort((a, b) => a - b)],
  ['score types', [1863, 1864], [Q.ScoreType.scores, Q.ScoreType.grades]],
  ['forms of testing needing comments', [2105, 2111], [...Q.FORMS_NEEDING_COMMENTS].sort()],
  ['IB results type', 1861, Q.YEAR12_INTERNATIONAL_BACCALAUREATE],
  ['IB score range', { min: 21, max: 45 }, { ...Q.IB_SCORE }],
];

// Field lengths: personal-details-step.md §9, course-qualifications-other-steps.md §5.
const lengths: [string, number, number | undefined][] = [
  ['counselorName', 60, PersonalMax.counselorName],
  ['healthCareNo', 45, PersonalMax.healthCareNo],
  ['familyName', 40, lengthOf(personalFields.familyName)],
  ['firstGivenName', 40, lengthOf(personalFields.firstGivenName)],
  ['otherGivenName', 40, lengthOf(personalFields.otherGivenName)],
  ['previousFamilyName', 40, lengthOf(personalFields.previousFamilyName)],
  ['studentNum (Student ID)', 10, lengthOf(personalFields.studentNum)],
  ['studentUsi', 10, lengthOf(personalFields.studentUsi)],
  ['passportNumber', 20, lengthOf(personalFields.passportNumber)],
  ['visaDetails', 45, lengthOf(personalFields.visaDetails)],
  ['visaSubclassNo', 20, lengthOf(personalFields.visaSubclassNo)],
  ['mail', 45, PersonalMax.mail],
  ['mobile country code', 5, PersonalMax.countryCode],
  ['mobile number', 20, PersonalMax.mobileNumber],
  ['home/work area code', 5, PersonalMax.areaCode],
  ['home/work number', 10, PersonalMax.phoneNumber],
  ['suburb', 48, PersonalMax.suburb],
  ['street lines', 100, PersonalMax.streetLine],
  ['local postcode', 4, PersonalMax.localPostcode],
  ['international and contact postcode', 10, PersonalMax.postcode],
  ['relationship', 45, PersonalMax.relationship],
  ['disability description', 100, PersonalMax.disabilityDescribe],
  ['tax file number', 9, CourseMax.taxFileNumber],
  ['RPL text', 100, CourseMax.rplText],
  ['qualification name', 500, Q.MaxLength.name],
  ['institution', 100, Q.MaxLength.institution],
  ['qualification studentNum', 18, Q.MaxLength.studentNum],
  ['excluded details', 100, Q.MaxLength.excludedDetails],
  ['employer name', 100, Q.MaxLength.employer],
  ['position', 100, Q.MaxLength.position],
  ['English test city', 48, Q.MaxLength.englishTestCity],
];

function lengthOf(field: unknown): number | undefined {
  return (field as { maxLength?: number }).maxLength;
}

describe('the spec table: messages word for word', () => {
  it.each(messages)('%s', (_what, spec, product) => {
    expect(product).toBe(spec);
  });
});

describe('the spec table: business constants', () => {
  it.each(constants)('%s', (_what, spec, product) => {
    expect(product).toEqual(spec);
  });
});

describe('the spec table: field lengths', () => {
  it.each(lengths)('%s', (_what, spec, product) => {
    expect(product).toBe(spec);
  });
});

/** The messages a schema refuses this payload with (empty: accepted). */
function refusals(schema: z.ZodMiniType, payload: unknown): string[] {
  const parsed = z.safeParse(schema, payload);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('the spec table: account rules (spec §5, §9), exercised', () => {
  const registration = (password: string, code = '123456') => ({
    acceptAffirm: true,
    email: 'someone@example.com',
    verificationCode: code,
    password1: password,
    password2: password,
  });

  it('registration passwords: letters, numbers, dash and underscore, 6 to 20 characters', () => {
    expect(refusals(registrationSchema, registration('ab-_12'))).toEqual([]);
    expect(refusals(registrationSchema, registration('a'.repeat(20)))).toEqual([]);
    expect(refusals(registrationSchema, registration('a'.repeat(5)))).not.toEqual([]);
    expect(refusals(registrationSchema, registration('a'.repeat(21)))).not.toEqual([]);
    expect(refusals(registrationSchema, registration('abc!def'))).not.toEqual([]);
  });

  it('the verification code is exactly 6 digits', () => {
    expect(refusals(registrationSchema, registration('secret1', '000000'))).toEqual([]);
    for (const code of ['12345', '1234567', '12345a']) {
      expect(refusals(registrationSchema, registration('secret1', code))).not.toEqual([]);
    }
  });

  it('sign-in passwords need at least 6 characters', () => {
    const signIn = (password: string) => ({ loginEmail: 'someone@example.com', password });
    expect(refusals(signInSchema, signIn('123456'))).toEqual([]);
    expect(refusals(signInSchema, signIn('12345'))).not.toEqual([]);
  });

  it('change password: the same 6 to 20 rule, retyped the same', () => {
    const change = (newPassword: string, rePassword = newPassword) => ({
      oldPassword: 'current1',
      newPassword,
      rePassword,
    });
    expect(refusals(changePasswordSchema, change('new-pass_1'))).toEqual([]);
    expect(refusals(changePasswordSchema, change('a'.repeat(21)))).not.toEqual([]);
    expect(refusals(changePasswordSchema, change('new-pass_1', 'new-pass_2'))).not.toEqual([]);
  });

  it('change email: the new email at most 50 characters', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    const change = (newLoginEmail: string) => ({ newLoginEmail, oldPassword: 'current1' });
    expect(refusals(changeEmailSchema, change(email(50)))).toEqual([]);
    expect(refusals(changeEmailSchema, change(email(51)))).not.toEqual([]);
  });

  it('support content: at most 1000 characters, not required; subject required', () => {
    const request = (content: string, subject = 'A question') => ({ type: 1, subject, content });
    expect(supportRequestSchema.safeParse(request('')).success).toBe(true);
    expect(supportRequestSchema.safeParse(request('x'.repeat(1000))).success).toBe(true);
    expect(supportRequestSchema.safeParse(request('x'.repeat(1001))).success).toBe(false);
    expect(supportRequestSchema.safeParse(request('', '')).success).toBe(false);
  });

  it('the list: page size 20, sorted by update_time descending by default', () => {
    const parsed = listRequestSchema.parse({});
    expect(parsed).toMatchObject({ orderField: 'update_time', orderDirection: 'desc', pageSize: 20 });
  });
});

describe('the spec table: English score ranges (course spec §5), exercised at their bounds', () => {
  const accepts = (check: ValueCheck | undefined, value: string) => check?.(value, {}, {}) === undefined;

  it.each([
    ['Cambridge English Scale 2112', 2112, '142', '210', '141', '211'],
    ['TOEFL iBT 1591', 1591, '0', '120', '-1', '121'],
    ['PTE Academic 1587', 1587, '10', '90', '9', '91'],
    ['IELTS 505 (half steps)', 505, '0', '9', '9.5', '6.3'],
  ])('overall %s', (_what, test, low, high, below, above) => {
    const check = overallCheck(test);
    expect(check).toBeDefined();
    expect(accepts(check, low)).toBe(true);
    expect(accepts(check, high)).toBe(true);
    expect(accepts(check, below)).toBe(false);
    expect(accepts(check, above)).toBe(false);
  });

  it('IELTS takes half steps', () => {
    expect(accepts(overallCheck(505), '6.5')).toBe(true);
  });

  it('TOEFL iBT skills run 0 to 30', () => {
    const check = skillCheck(1591, null);
    expect(accepts(check, '30')).toBe(true);
    expect(accepts(check, '31')).toBe(false);
  });

  it('OET with score type 1863 runs 0 to 500; with grades (1864) no score range', () => {
    const check = skillCheck(2113, 1863);
    expect(accepts(check, '0')).toBe(true);
    expect(accepts(check, '500')).toBe(true);
    expect(accepts(check, '501')).toBe(false);
    expect(skillCheck(2113, 1864)).toBeUndefined();
  });
});
