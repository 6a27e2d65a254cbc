import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';
import { accountCategoryMachine } from '../../machines/account-category.ts';
import { applicationAnswerMachine } from '../../machines/application-answer.ts';
import { applicationsListMachine } from '../../machines/applications-list.ts';
import { changeEmailMachine } from '../../machines/change-email.ts';
import { changePasswordMachine } from '../../machines/change-password.ts';
import { courseApplicationMachine } from '../../machines/course-application.ts';
import { documentReviewMachine } from '../../machines/document-review.ts';
import { downloadMachine } from '../../machines/download.ts';
import { finishMachine } from '../../machines/finish.ts';
import { forgotPasswordMachine } from '../../machines/forgot-password.ts';
import { newSupportRequestMachine } from '../../machines/new-support-request.ts';
import { notProvided } from '../../machines/not-provided.ts';
import { personalDetailsMachine } from '../../machines/personal-details.ts';
import { qualificationsMachine } from '../../machines/qualifications.ts';
import { registrationMachine } from '../../machines/registration.ts';
import { resetPasswordMachine } from '../../machines/reset-password.ts';
import { signInMachine } from '../../machines/sign-in.ts';
import { signOutMachine } from '../../machines/sign-out.ts';
import { staffDecisionMachine } from '../../machines/staff-decision.ts';
import { staffQueueMachine } from '../../machines/staff-queue.ts';
import { stepDraftMachine } from '../../machines/step-draft.ts';
import { summaryMachine } from '../../machines/summary.ts';
import { supportDetailMachine } from '../../machines/support-detail.ts';
import { supportRequestsMachine } from '../../machines/support-requests.ts';
import { uploadMachine } from '../../machines/upload.ts';

/**
 * Mutation-test companion (npm run mutation; the model specs cannot see this): a machine's I/O is a
 * named actor the app must provide; one it forgot fails loudly, naming the actor to provide.
 */
const machines: Record<string, AnyStateMachine> = {
  applicationAnswerMachine,
  documentReviewMachine,
  downloadMachine,
  finishMachine,
  qualificationsMachine,
  signOutMachine,
  staffDecisionMachine,
  staffQueueMachine,
  stepDraftMachine,
  summaryMachine,
  supportDetailMachine,
  uploadMachine,
  accountCategoryMachine,
  applicationsListMachine,
  changeEmailMachine,
  changePasswordMachine,
  courseApplicationMachine,
  forgotPasswordMachine,
  newSupportRequestMachine,
  personalDetailsMachine,
  registrationMachine,
  resetPasswordMachine,
  signInMachine,
  supportRequestsMachine,
};

const failureOf = (logic: AnyActorLogic) =>
  toPromise(createActor(logic, { input: {} }).start()).catch((e) => e);

describe('an actor the app did not provide', () => {
  it('fails with an error that names it', async () => {
    const error = await notProvided('loadTerms')().catch((e: unknown) => e);
    expect(error).toEqual(new Error('The actor "loadTerms" was not provided'));
  });

  const actors = Object.entries(machines).flatMap(([machine, { implementations }]) =>
    Object.entries(implementations.actors).map(
      ([name, logic]) => [machine, name, logic as AnyActorLogic] as const,
    ),
  );
  it.each(actors)('%s: %s names itself', async (_, name, logic) => {
    expect(await failureOf(logic)).toEqual(new Error(`The actor "${name}" was not provided`));
  });
});
