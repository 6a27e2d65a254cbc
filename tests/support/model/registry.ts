/**
 * The machines under model-based test. To add a machine: add one entry here (its inputs, the ways
 * each of its actors can end, its payload events). `npm run paths` finds every machine exported from
 * machines/ and fails on one missing here; tests/machines/<machine>.test.ts runs the same entry.
 */
import { accountCategoryMachine } from '../../../machines/account-category.ts';
import { agentNewApplicationMachine } from '../../../machines/agent-new-application.ts';
import { applicationAnswerMachine } from '../../../machines/application-answer.ts';
import { applicationsListMachine } from '../../../machines/applications-list.ts';
import { changeEmailMachine } from '../../../machines/change-email.ts';
import { changePasswordMachine } from '../../../machines/change-password.ts';
import { downloadMachine } from '../../../machines/download.ts';
import { forgotPasswordMachine } from '../../../machines/forgot-password.ts';
import { newSupportRequestMachine } from '../../../machines/new-support-request.ts';
import { registrationMachine } from '../../../machines/registration.ts';
import { resetPasswordMachine } from '../../../machines/reset-password.ts';
import { signInMachine } from '../../../machines/sign-in.ts';
import { signOutMachine } from '../../../machines/sign-out.ts';
import { staffDecisionMachine } from '../../../machines/staff-decision.ts';
import { staffQueueMachine } from '../../../machines/staff-queue.ts';
import { supportDetailMachine } from '../../../machines/support-detail.ts';
import { supportRequestsMachine } from '../../../machines/support-requests.ts';
import { Msg } from '../../../src/domain/messages.ts';
import { newStudent } from './agent-new-application-fixtures.ts';
import { EMAIL, errors, REDIRECT_MS, RESEND_SECONDS, signInResult, values } from './fixtures.ts';
import {
  applicationsPage,
  editingRow,
  homeErrors,
  refusedRow,
  supportDetail,
  supportPage,
  supportValues,
} from './home-fixtures.ts';
import { documentReview } from './registry-document-review.ts';
import { staffApplication } from './registry-staff-application.ts';
import {
  decisionErrors,
  decisionValues,
  queueErrors,
  queuePage,
  underReviewHistory,
} from './staff-queue-fixtures.ts';
import { defineModel } from './types.ts';

export const signIn = defineModel(signInMachine, {
  name: 'sign-in',
  inputs: { default: undefined },
  outcomes: {
    signIn: [
      { label: 'ok', output: signInResult },
      { label: 'wrong credentials', error: errors.wrongCredentials },
    ],
  },
  events: () => [{ type: 'SUBMIT', values: values.signIn }],
});

export const registration = defineModel(registrationMachine, {
  name: 'registration',
  inputs: { fresh: { redirectMs: REDIRECT_MS }, reload: { email: EMAIL, redirectMs: REDIRECT_MS } },
  outcomes: {
    loadTerms: [
      { label: 'ok', output: '<p>Terms &amp; Conditions</p>' },
      { label: 'server broken', error: errors.serverBroken },
    ],
    sendCode: [
      { label: 'sent', output: { email: EMAIL, resendInSeconds: RESEND_SECONDS } },
      { label: 'wait', error: errors.waitToResend },
      { label: 'invalid email', error: errors.invalidEmail },
    ],
    register: [
      { label: 'ok', output: null },
      { label: 'wrong code', error: errors.wrongCode },
    ],
  },
  events: () => [
    { type: 'ACCEPT', accepted: true },
    { type: 'ACCEPT', accepted: false },
    { type: 'SUBMIT_EMAIL', email: EMAIL },
    { type: 'SUBMIT', values: values.verification },
  ],
  contextKey: ({ accepted, secondsLeft }) => ({ accepted, secondsLeft }),
});

export const forgotPassword = defineModel(forgotPasswordMachine, {
  name: 'forgot-password',
  inputs: { default: { redirectMs: REDIRECT_MS } },
  outcomes: {
    submit: [
      { label: 'ok', output: Msg.resetLinkSent },
      { label: 'invalid email', error: errors.invalidEmail },
    ],
    signOut: [{ label: 'ok', output: undefined }],
  },
  events: () => [{ type: 'SUBMIT', values: values.forgotPassword }],
});

const signOutOutcomes = [
  { label: 'ok', output: undefined },
  { label: 'network down', error: errors.network },
];

/** Sign Out on its own (the account menus): the same ways the call ends. */
export const signOut = defineModel(signOutMachine, {
  name: 'sign-out',
  inputs: { default: undefined },
  outcomes: { signOut: signOutOutcomes },
  events: () => [{ type: 'SIGN_OUT' }],
});

export const changePassword = defineModel(changePasswordMachine, {
  name: 'change-password',
  inputs: { default: { redirectMs: REDIRECT_MS } },
  outcomes: {
    submit: [
      { label: 'ok', output: Msg.passwordReset },
      { label: 'wrong password', error: errors.wrongPassword },
    ],
    signOut: signOutOutcomes,
  },
  events: () => [{ type: 'SUBMIT', values: values.changePassword }],
});

export const changeEmail = defineModel(changeEmailMachine, {
  name: 'change-email',
  inputs: { default: { redirectMs: REDIRECT_MS } },
  outcomes: {
    submit: [
      { label: 'ok', output: Msg.emailChanged },
      { label: 'email in use', error: errors.emailInUse },
    ],
    signOut: signOutOutcomes,
  },
  events: () => [{ type: 'SUBMIT', values: values.changeEmail }],
});

export const resetPassword = defineModel(resetPasswordMachine, {
  name: 'reset-password',
  inputs: { link: { token: 'reset-token', redirectMs: REDIRECT_MS }, noToken: { token: null } },
  outcomes: {
    resetPassword: [
      { label: 'ok', output: undefined },
      { label: 'expired link', error: errors.badLink },
    ],
  },
  events: () => [{ type: 'SUBMIT', values: values.resetPassword }],
});

export const accountCategory = defineModel(accountCategoryMachine, {
  name: 'account-category',
  inputs: { stored: { category: 'Domestic' }, firstVisit: { category: null } },
  outcomes: {
    loadCategory: [
      { label: 'none yet', output: null },
      { label: 'domestic', output: 'Domestic' },
      { label: 'network down', error: errors.network },
    ],
    saveCategory: [
      { label: 'ok', output: 'International' },
      { label: 'server broken', error: errors.serverBroken },
    ],
  },
  events: () => [{ type: 'CHOOSE', category: 'International' }],
  contextKey: ({ category, choice, startAfterSave }) => ({ category, choice, startAfterSave }),
});

export const applicationsList = defineModel(applicationsListMachine, {
  name: 'applications-list',
  inputs: { default: undefined },
  outcomes: {
    loadApplications: [
      { label: '45 rows', output: applicationsPage(45) },
      { label: 'server broken', error: homeErrors.serverBroken },
    ],
    deleteApplication: [
      { label: 'ok', output: undefined },
      { label: 'only editing', error: homeErrors.onlyEditing },
    ],
  },
  events: () => [
    { type: 'FILTER', filters: { status: 'refused' } },
    { type: 'DELETE', row: editingRow },
    { type: 'DELETE', row: refusedRow },
    { type: 'SHOW_REASON', row: refusedRow },
    { type: 'SHOW_REASON', row: editingRow },
    { type: 'OPEN', row: editingRow },
    { type: 'OPEN', row: refusedRow },
  ],
  // Edit and View are links in the rows: none before the first page has loaded.
  withheld: (snapshot) => (snapshot.context.data ? [] : ['OPEN']),
  contextKey: ({ pageNum, data }) => ({ pageNum, total: data?.total ?? null }),
});

export const supportRequests = defineModel(supportRequestsMachine, {
  name: 'support-requests',
  inputs: { default: undefined },
  outcomes: {
    loadSupport: [
      { label: '25 requests', output: supportPage(25) },
      { label: 'server broken', error: homeErrors.serverBroken },
    ],
  },
  events: () => [],
  contextKey: ({ pageNum, data }) => ({ pageNum, total: data?.total ?? null }),
});

export const newSupportRequest = defineModel(newSupportRequestMachine, {
  name: 'new-support-request',
  inputs: { default: undefined },
  outcomes: {
    addSupport: [
      { label: 'ok', output: null },
      { label: 'subject missing', error: homeErrors.subjectMissing },
    ],
  },
  events: () => [{ type: 'SUBMIT', values: supportValues }],
});

export const agentNewApplication = defineModel(agentNewApplicationMachine, {
  name: 'agent-new-application',
  inputs: { default: undefined },
  // No call of its own: the personal step's first save creates the application.
  outcomes: {},
  events: () => [
    { type: 'OPEN', category: 'Domestic' },
    { type: 'OPEN', category: 'International' },
    { type: 'CONTINUE', student: newStudent },
  ],
  // Each category's button leads to its own personal step.
  contextKey: ({ category }) => category,
});

export const staffQueue = defineModel(staffQueueMachine, {
  name: 'staff-queue',
  // Issue 25: opened bare, or at an address naming a filter and a page (shared, or come back to).
  inputs: {
    default: {},
    'address: evidence needed, page 2': { address: '?status=evidenceNeeded&page=2' },
  },
  outcomes: {
    loadQueue: [
      { label: '45 applications', output: queuePage(45) },
      { label: 'server broken', error: queueErrors.serverBroken },
    ],
  },
  // Keywords, which staff can type before the first page (with its statuses) has come.
  events: () => [{ type: 'FILTER', filters: { keywords: 'Sharma' } }],
  contextKey: ({ pageNum, data }) => ({ pageNum, total: data?.total ?? null }),
});

export const staffDecision = defineModel(staffDecisionMachine, {
  name: 'staff-decision',
  inputs: { default: { id: 31 } },
  outcomes: {
    loadHistory: [
      { label: 'under review', output: underReviewHistory },
      { label: 'server broken', error: decisionErrors.serverBroken },
    ],
    decide: [
      { label: 'ok', output: { status: 'Evidence Needed' } },
      { label: 'changed meanwhile', error: decisionErrors.changedMeanwhile },
    ],
    addNote: [
      { label: 'ok', output: null },
      { label: 'note required', error: decisionErrors.noteRequired },
    ],
  },
  events: () => [
    { type: 'DECIDE', to: 'evidenceNeeded' },
    { type: 'DECIDE', to: 'accepted' },
    { type: 'SUBMIT', values: decisionValues },
    { type: 'NOTE', content: 'Called the applicant.' },
    { type: 'RELOAD' },
  ],
  contextKey: ({ loaded, move }) => ({ status: loaded?.statusKey ?? null, move: move?.to ?? null }),
});

export const applicationAnswer = defineModel(applicationAnswerMachine, {
  name: 'application-answer',
  inputs: {
    'evidence needed': { id: 31, status: 'evidenceNeeded', version: 3 },
    offered: { id: 31, status: 'offered', version: 3 },
  },
  outcomes: {
    sendAnswer: [
      { label: 'ok', output: { status: 'Under Review' } },
      { label: 'no new evidence', error: decisionErrors.evidenceMissing },
    ],
  },
  events: () => [
    { type: 'ANSWER', answer: 'evidence' },
    { type: 'ANSWER', answer: 'accept' },
    { type: 'ANSWER', answer: 'decline' },
  ],
  contextKey: ({ answer }) => answer,
});

/** One support request: an address that names one, one that names none (another type, a bad id). */
export const supportDetailModel = defineModel(supportDetailMachine, {
  name: 'support-detail',
  inputs: {
    request: { id: '3', type: 'supportonline' },
    'other type': { id: '3', type: 'other' },
    'bad id': { id: '3x', type: 'supportonline' },
  },
  outcomes: {
    load: [
      { label: 'ok', output: supportDetail },
      { label: 'not found', error: homeErrors.supportNotFound },
      { label: 'server broken', error: errors.serverBroken },
    ],
  },
  events: () => [{ type: 'RETRY' }],
});

/** A download button (the PDF copy, the queue export): it ends with the file or the server's words. */
export const download = defineModel(downloadMachine, {
  name: 'download',
  inputs: { default: undefined },
  outcomes: {
    download: [
      { label: 'ok', output: undefined },
      { label: 'failed', error: errors.pdfFailed },
    ],
  },
  events: () => [{ type: 'DOWNLOAD', item: 'pdf' }],
});

export const registry = [
  signIn,
  signOut,
  registration,
  forgotPassword,
  changePassword,
  changeEmail,
  resetPassword,
  accountCategory,
  applicationsList,
  supportRequests,
  supportDetailModel,
  download,
  newSupportRequest,
  agentNewApplication,
  staffQueue,
  staffDecision,
  applicationAnswer,
  staffApplication,
  documentReview,
];
export * from './registry-application.ts';
export { documentReview } from './registry-document-review.ts';
export * from './registry-documents.ts';
export { staffApplication } from './registry-staff-application.ts';
export * from './registry-summary.ts';
