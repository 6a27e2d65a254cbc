import { MAX_SUBJECT_PREFERENCES } from '../course/constants.ts';
import { MAX_FILE_BYTES, MAX_FILES_PER_TYPE } from '../documents/constants.ts';
import type { Mode } from '../mode.ts';
import { requiredMessage } from './messages.ts';

/**
 * The step screens' own texts that speak to the student (helpers, hints, notices), as the applicant
 * reads them; the screens show them through `wordingFor`.
 */
export const StepText = {
  usiHelper: '10 letters and numbers, if you have one.',
  preferencesFull: `You have chosen the most subject preferences allowed (${MAX_SUBJECT_PREFERENCES}).`,
  homeInstitute:
    'You are applying to study here as part of a course at your home institute. Please ask your home institute to approve the subjects you choose, so that they count towards your course.',
  scholarshipConfirm:
    'Scholarships are limited and awarded on merit. If you apply, we will assess your application for a scholarship as well as for a place in the course.',
  employmentHint: 'Optional. Add the jobs you have held, the most recent first.',
  exemptionEvidence:
    'Please upload evidence of your English exemption on the Documents step, such as a passport or an academic transcript showing study in English.',
  uploadLimits: `Each file may be up to ${MAX_FILE_BYTES / (1024 * 1024)} MB, and you can upload up to ${MAX_FILES_PER_TYPE} documents of the same type.`,
  evidenceNeeded:
    'Evidence is needed: add the requested documents, then send them back from your application’s summary.',
} as const;

/** The field labels of the four field tables (item tables included) that say you or your. */
const LABELS: Record<string, string> = {
  // personal details
  'Do you have a nominated education agent?': 'Does the student have a nominated education agent?',
  'Have you studied at TOP Education before?': 'Has the student studied at TOP Education before?',
  'Have you officially changed your name?': 'Has the student officially changed their name?',
  'Is English your first language?': "Is English the student's first language?",
  'Do you hold an Australian visa?': 'Does the student hold an Australian visa?',
  'Have you arranged Overseas Student Health Cover (OSHC)?':
    'Has the student arranged Overseas Student Health Cover (OSHC)?',
  'May we send you news about your application and study options?':
    'May we send the student news about their application and study options?',
  'Would you like an airport pick-up when you arrive?':
    'Would the student like an airport pick-up when they arrive?',
  'Do you currently live in Australia?': 'Does the student currently live in Australia?',
  'Will you pay all of your tuition fees yourself?':
    'Will the student pay all of their tuition fees themselves?',
  'Do you have a disability, impairment or long-term medical condition for which you need assistance?':
    'Does the student have a disability, impairment or long-term medical condition for which they need assistance?',
  'Please describe your circumstances': "Please describe the student's circumstances",
  'Would you like to receive advice on disability support services?':
    'Would the student like to receive advice on disability support services?',
  // course application
  'Do you want to apply for a second course?': 'Does the student want to apply for a second course?',
  'Do you want the law school adjustment factors to be considered?':
    'Does the student want the law school adjustment factors to be considered?',
  'Do you apply for recognition of prior learning (RPL)?':
    'Does the student apply for recognition of prior learning (RPL)?',
  'Do you want to apply for a scholarship?': 'Does the student want to apply for a scholarship?',
  'Do you understand the costs of studying in Australia?':
    'Does the student understand the costs of studying in Australia?',
  'How will you fund your study and living costs?': 'How will the student fund their study and living costs?',
  'Do you want to apply for FEE-HELP?': 'Does the student want to apply for FEE-HELP?',
  // qualifications (a qualification, an employment, English)
  'Have you completed this qualification?': 'Has the student completed this qualification?',
  'Do you intend to complete this qualification?': 'Does the student intend to complete this qualification?',
  'Were you excluded from the institution?': 'Was the student excluded from the institution?',
  'Do you still work there?': 'Does the student still work there?',
  'Have you studied English with an English language provider?':
    'Has the student studied English with an English language provider?',
  'Are you exempt from providing evidence of English proficiency?':
    'Is the student exempt from providing evidence of English proficiency?',
  'Have you completed an English test?': 'Has the student completed an English test?',
  'Do you meet the English language requirements of your course?':
    'Does the student meet the English language requirements of their course?',
  // other details (the English questions it shares with the steps above are worded there)
  'Have you completed secondary studies taught in English?':
    'Has the student completed secondary studies taught in English?',
  'Have you completed post-secondary studies taught in English?':
    'Has the student completed post-secondary studies taught in English?',
  'Are you applying through an education agent?': 'Is the student applying through an education agent?',
};

/** The step messages shown at a field that say you or your. */
const MESSAGES: Record<string, string> = {
  'Please say whether you have completed this qualification.':
    'Please say whether the student has completed this qualification.',
};

/** The screens' own texts (StepText). */
const TEXTS: Record<string, string> = {
  [StepText.usiHelper]: '10 letters and numbers, if the student has one.',
  [StepText.preferencesFull]: `The most subject preferences allowed (${MAX_SUBJECT_PREFERENCES}) have been chosen.`,
  [StepText.homeInstitute]:
    'The student is applying to study here as part of a course at their home institute. The student should ask their home institute to approve the subjects chosen, so that they count towards their course.',
  [StepText.scholarshipConfirm]:
    'Scholarships are limited and awarded on merit. If the student applies, we will assess their application for a scholarship as well as for a place in the course.',
  [StepText.employmentHint]: 'Optional. Add the jobs the student has held, the most recent first.',
  [StepText.exemptionEvidence]:
    "Please upload evidence of the student's English exemption on the Documents step, such as a passport or an academic transcript showing study in English.",
  [StepText.uploadLimits]: `Each file may be up to ${MAX_FILE_BYTES / (1024 * 1024)} MB, and up to ${MAX_FILES_PER_TYPE} documents of the same type can be uploaded.`,
  [StepText.evidenceNeeded]:
    'Evidence is needed: add the requested documents, then send them back from the application’s summary.',
};

/** Each applicant-worded text → its wording about the student; '<Label> is required.' follows its label. */
const ABOUT_THE_STUDENT: Readonly<Record<string, string>> = {
  ...LABELS,
  ...Object.fromEntries(
    Object.entries(LABELS).map(([own, student]) => [requiredMessage(own), requiredMessage(student)]),
  ),
  ...MESSAGES,
  ...TEXTS,
};

const asWritten = (text: string) => text;
const aboutTheStudent = (text: string) =>
  Object.hasOwn(ABOUT_THE_STUDENT, text) ? (ABOUT_THE_STUDENT[text] as string) : text;

/**
 * The step questions are worded to the student ('Is English your first language?'). On the agent
 * portal and in the back office the person at the screen is not the student, so there they are
 * worded about the student ("Is English the student's first language?"); applicants read the spec's
 * words unchanged.
 */
/** Whose answers a step screen shows: the applicant's own, or (agent, staff) the student's. */
export const whoseFor = (mode: Mode): string => (mode === 'applicant' ? 'your' : "the student's");

export function wordingFor(mode: Mode): (text: string) => string {
  return mode === 'applicant' ? asWritten : aboutTheStudent;
}
