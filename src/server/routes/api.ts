import type { FastifyPluginAsync } from 'fastify';
import { refuseUnstorable } from '../http/storable.ts';
import { sendNotFound } from '../plugins/envelope.ts';
import { accountRoutes } from './account.ts';
import { applicantAnswerRoutes } from './applicant-answers.ts';
import { applicationRoutes } from './applications.ts';
import { backOfficeRoutes } from './back-office.ts';
import { documentReviewRoutes } from './document-review.ts';
import { documentRoutes } from './documents.ts';
import { otherDetailsRoutes } from './other-details.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { registrationRoutes } from './registration.ts';
import { signInRoutes } from './sign-in.ts';
import { staffRoutes } from './staff.ts';
import { stepDraftRoutes } from './step-drafts.ts';
import { stepRoutes } from './steps.ts';
import { submissionRoutes } from './submission.ts';
import { supportRoutes } from './support.ts';

/** Everything under API_PREFIX. Each area is its own encapsulated plugin; unknown paths are a 404 envelope. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  api.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  // Text the database cannot store (NUL, a lone surrogate) is refused before any route sees it.
  api.addHook('preValidation', async (request) => refuseUnstorable(request));
  await api.register(signInRoutes);
  await api.register(registrationRoutes);
  await api.register(passwordResetRoutes);
  await api.register(accountRoutes);
  await api.register(applicationRoutes);
  await api.register(supportRoutes);
  await api.register(stepRoutes);
  await api.register(otherDetailsRoutes);
  await api.register(stepDraftRoutes);
  await api.register(staffRoutes);
  await api.register(documentRoutes);
  await api.register(submissionRoutes);
  await api.register(backOfficeRoutes);
  await api.register(documentReviewRoutes);
  await api.register(applicantAnswerRoutes);
};
