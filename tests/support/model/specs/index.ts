/**
 * The spec of every machine under model-based test, by registry name: written from the spec
 * documents, one file per machine beside this one. describeModel, the UI replays and
 * `npm run paths` read it; a machine without a spec fails its tests.
 */
import type { AnyModelSpec } from '../spec.ts';
import { accountCategorySpec } from './account-category.ts';
import { agentNewApplicationSpec } from './agent-new-application.ts';
import { applicationAnswerSpec } from './application-answer.ts';
import { applicationFlowSpec } from './application-flow.ts';
import { applicationsListSpec } from './applications-list.ts';
import { changeEmailSpec } from './change-email.ts';
import { changePasswordSpec } from './change-password.ts';
import { courseApplicationSpec } from './course-application.ts';
import { documentReviewSpec } from './document-review.ts';
import { documentsSpec } from './documents.ts';
import { downloadSpec } from './download.ts';
import { finishSpec } from './finish.ts';
import { forgotPasswordSpec } from './forgot-password.ts';
import { newSupportRequestSpec } from './new-support-request.ts';
import { otherDetailsSpec } from './other-details.ts';
import { personalDetailsSpec } from './personal-details.ts';
import { qualificationsSpec } from './qualifications.ts';
import { registrationSpec } from './registration.ts';
import { resetPasswordSpec } from './reset-password.ts';
import { signInSpec } from './sign-in.ts';
import { signOutSpec } from './sign-out.ts';
import { staffApplicationSpec } from './staff-application.ts';
import { staffDecisionSpec } from './staff-decision.ts';
import { staffQueueSpec } from './staff-queue.ts';
import { stepDraftSpec } from './step-draft.ts';
import { summarySpec } from './summary.ts';
import { supportDetailSpec } from './support-detail.ts';
import { supportRequestsSpec } from './support-requests.ts';
import { uploadSpec } from './upload.ts';

export const specs: Record<string, AnyModelSpec> = {
  'sign-in': signInSpec,
  'sign-out': signOutSpec,
  'account-category': accountCategorySpec,
  'applications-list': applicationsListSpec,
  'support-requests': supportRequestsSpec,
  'support-detail': supportDetailSpec,
  'new-support-request': newSupportRequestSpec,
  'agent-new-application': agentNewApplicationSpec,
  registration: registrationSpec,
  'forgot-password': forgotPasswordSpec,
  'reset-password': resetPasswordSpec,
  'change-password': changePasswordSpec,
  'change-email': changeEmailSpec,
  'personal-details': personalDetailsSpec,
  'application-flow': applicationFlowSpec,
  'course-application': courseApplicationSpec,
  qualifications: qualificationsSpec,
  'other-details': otherDetailsSpec,
  documents: documentsSpec,
  download: downloadSpec,
  upload: uploadSpec,
  summary: summarySpec,
  finish: finishSpec,
  'step-draft': stepDraftSpec,
  'staff-queue': staffQueueSpec,
  'staff-decision': staffDecisionSpec,
  'application-answer': applicationAnswerSpec,
  'staff-application': staffApplicationSpec,
  'document-review': documentReviewSpec,
};
