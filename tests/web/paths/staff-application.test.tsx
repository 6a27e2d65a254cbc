import { documentReviewMachine } from '@machines/document-review.ts';
import type { StaffApplicationInput } from '@machines/staff-application.ts';
import { staffDecisionMachine } from '@machines/staff-decision.ts';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiPath } from '@/domain/api-paths.ts';
import { nextStep } from '@/domain/applications/steps.ts';
import { staffStepRoute } from '@/domain/backoffice/routes.ts';
import type { HistoryAnswer } from '@/domain/backoffice/types.ts';
import type { DocumentReviewAnswer } from '@/domain/documents/review.ts';
import { type EmbeddedStepProps, StaffApplicationScreen } from '@/web/app/staff-application-page.tsx';
import { SAVED_ID } from '../../support/model/application-fixtures.ts';
import { reviewLoaded } from '../../support/model/document-review-fixtures.ts';
import { staffApplication } from '../../support/model/registry.ts';
import { underReviewHistory } from '../../support/model/staff-queue-fixtures.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { ok, Page, renderRoutes, signInAs, stubApi } from '../harness.tsx';
import { setMode } from '../personal-details-fakes.tsx';
import { user } from './user.ts';

/**
 * The container on its route with a stand-in step (the steps have UI replays of their own): one
 * field whose changes are unsaved until Save, which hands the container the flow's `next`.
 */
function StandInStep({ step, onNext, onDirty }: EmbeddedStepProps) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Stand-in step" data-step={step}>
      <label>
        Stand-in field
        <input
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onDirty(event.target.value !== '');
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => onNext({ type: 'next', step: nextStep(step) ?? 'finish', id: SAVED_ID })}
      >
        Save
      </button>
    </form>
  );
}

const decisionLogic = staffDecisionMachine.provide({
  actors: { loadHistory: fromPromise<HistoryAnswer, { id: number }>(async () => underReviewHistory) },
});
/** The document checks under the documents step (issue 25 item 6), with their files loaded. */
const reviewLogic = documentReviewMachine.provide({
  actors: { loadReview: fromPromise<DocumentReviewAnswer, { id: number }>(async () => reviewLoaded) },
});

/**
 * The container's 'Possible duplicate' panel loads through the API, not a machine: it is answered
 * with none, as the panels above are faked. Unanswered, the real call failed and a 'Server Broken!'
 * notice stood on screen until its timer ended, which every replay of a saved application waited out.
 */
const duplicatesPath = `${ApiPath.staffDuplicates}${SAVED_ID}`;
let api: ReturnType<typeof stubApi>;
beforeAll(() => {
  api = stubApi({ [duplicatesPath]: ok({ id: SAVED_ID, list: [] }) });
});
afterEach(() => {
  // Every call the screen made is one this replay answers.
  const others = api.mock.calls
    .map(([input]) => String(input).replace(/^\/api/, ''))
    .filter((path) => path !== duplicatesPath);
  expect(others).toEqual([]);
  api.mockClear();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

let router: ReturnType<typeof renderRoutes>['router'] | null = null;

/** The step on screen: the stand-in's, or Finish's words. */
const shownStep = () =>
  document.querySelector('form[aria-label="Stand-in step"]')?.getAttribute('data-step') ??
  (document.body.textContent?.includes('Every step of this application has been gone through.')
    ? 'finish'
    : null);
const field = () => screen.getByRole('textbox', { name: 'Stand-in field' });
const address = () => screen.getByTestId('location').textContent ?? '';

describeUiModel(
  staffApplication,
  {
    mount: ({ logic, input }) => {
      const { category, id, step } = input as StaffApplicationInput;
      setMode('staff');
      signInAs();
      ({ router } = renderRoutes(
        [
          {
            path: 'staff/application/:category/:id',
            element: (
              <StaffApplicationScreen
                containerLogic={logic as never}
                decisionLogic={decisionLogic}
                reviewLogic={reviewLogic}
                renderStep={(props) => <StandInStep key={props.step} {...props} />}
              />
            ),
          },
          { path: 'staff/queue', element: <Page title="Applications Queue" /> },
        ],
        staffStepRoute(category, id, step),
      ));
    },
    async perform(event) {
      const { step, dirty } = event as { step?: string; dirty?: boolean };
      switch (event.type) {
        case 'NEXT': {
          // At Finish there is no form to save: a person cannot move on from there.
          const save = screen.queryByRole('button', { name: 'Save' });
          if (!save) return expect(screen.getByRole('heading', { name: /Finish/ })).toBeTruthy();
          return user.click(save);
        }
        case 'DIRTY':
          return dirty ? user.type(field(), 'changed') : user.clear(field());
        case 'PICK': {
          const steps = screen.getByRole('navigation', { name: 'Application steps' });
          const link = within(steps)
            .getAllByRole('link')
            .find((a) => a.getAttribute('href')?.endsWith(`?step=${step}`));
          if (!link) throw new Error(`no breadcrumb link to ${step}`);
          return user.click(link);
        }
        case 'ADDRESS': {
          // Back, Forward or a typed address: the address names the step before the container does.
          const to = address().replace(/\?step=.*$/, `?step=${step}`);
          await act(async () => {
            await router?.navigate(to);
          });
          return;
        }
        case 'LEAVE':
          return user.click(screen.getByRole('button', { name: 'Leave' }));
        case 'STAY':
          return user.click(screen.getByRole('button', { name: 'Stay' }));
        case 'FINISH':
          return user.click(screen.getByRole('button', { name: 'Back to the queue' }));
        default:
          throw new Error(`staff-application: no user action for ${event.type}`);
      }
    },
    observe: (expected) => ({
      ...('step' in expected ? { step: shownStep() } : {}),
      ...('address' in expected ? { address: address() } : {}),
      ...('question' in expected
        ? {
            question: screen.queryByRole('alertdialog')?.textContent?.includes(expected.question as string)
              ? expected.question
              : null,
          }
        : {}),
    }),
  },
  {
    // A person cannot click the step shown (it is no link), nor, before the first save, any other.
    only: (path) =>
      path.steps.every((step, i) => {
        if (step.event.type !== 'PICK') return true;
        const before = path.steps[i - 1]?.state.context as { step: string; id: number };
        const to = (step.event as unknown as { step: string }).step;
        return to !== before.step && before.id > 0;
      }),
  },
);
