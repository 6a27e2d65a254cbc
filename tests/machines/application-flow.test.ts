import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  type ApplicationFlowEmitted,
  type ApplicationFlowInput,
  applicationFlowMachine,
  selectBreadcrumb,
  selectMovesToOwnCategory,
  selectPrimaryLabel,
  selectRouteToFollow,
  selectShowsStepNavigation,
} from '../../machines/application-flow.ts';
import {
  breadcrumb,
  matchStepRoute,
  nextStep,
  STEP_ROUTES,
  type StepKey,
} from '../../src/domain/applications/steps.ts';
import type { Category } from '../../src/domain/user.ts';
import { flowInput, SAVED_ID } from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { generatePaths } from '../support/model/paths.ts';
import { applicationFlow } from '../support/model/registry.ts';
import type { ModelPath } from '../support/model/types.ts';

describeModel(applicationFlow);

function start(input: ApplicationFlowInput) {
  const actor = createActor(applicationFlowMachine, { input });
  const emitted: ApplicationFlowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, context: () => actor.getSnapshot().context };
}

/** What the spec says a path emits: `next` with the following step and the id, on each staff save. */
function expectedEmissions(path: ModelPath): ApplicationFlowEmitted[] {
  return path.steps.slice(1).flatMap(({ event }, i): ApplicationFlowEmitted[] => {
    const before = path.steps[i]?.state.context as ApplicationFlowInput;
    if (event.type !== 'SAVED' || before.mode !== 'staff') return [];
    const following = nextStep(before.step);
    if (!following || before.step === 'start' || before.step === 'finish') return [];
    const { id } = event as unknown as { id: number };
    return [{ type: 'next', step: following, id: id > 0 ? id : before.id }];
  });
}

describe('application-flow: emitted events along every generated path', () => {
  const { paths } = generatePaths(applicationFlow);
  for (const inputName of Object.keys(applicationFlow.inputs)) {
    const inputPaths = paths.filter((path) => path.inputName === inputName);
    it(`[${inputName}] emits next exactly on staff saves (${inputPaths.length} paths)`, () => {
      let emissions = 0;
      for (const path of inputPaths) {
        const flow = start(path.input as ApplicationFlowInput);
        for (const step of path.steps.slice(1)) flow.actor.send(step.event as EventObject as never);
        expect(flow.emitted, path.name).toEqual(expectedEmissions(path));
        emissions += flow.emitted.length;
        flow.actor.stop();
      }
      const { mode } = applicationFlow.inputs[inputName] as ApplicationFlowInput;
      if (mode === 'staff') expect(emissions).toBeGreaterThan(0);
      else expect(emissions).toBe(0);
    });
  }
});

const numbers = (category: Category) =>
  selectBreadcrumb(start(flowInput(category, 'applicant')).actor.getSnapshot());

describe('application-flow: breadcrumb', () => {
  it('numbers the domestic steps 1–4 and 6–8: there is no step 5', () => {
    const items = numbers('Domestic');
    expect(items.map((item) => `${item.number} ${item.label}`)).toEqual([
      '1 Start',
      '2 Personal',
      '3 Application',
      '4 Qualifications',
      '6 Documents',
      '7 Summary',
      '8 Finish',
    ]);
    expect(items.map((item) => item.number)).not.toContain(5);
  });

  it('numbers the international steps 1–7', () => {
    expect(numbers('International').map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives each step its route for the application (Start is the home)', () => {
    expect(breadcrumb('Domestic', 12, 'personal').map((item) => item.route)).toEqual([
      '/potential/home',
      '/personal/12',
      '/application/12',
      '/qualifications/12',
      '/documents/12',
      '/summary/12',
      '/finish/12',
    ]);
    expect(breadcrumb('International', 12, 'personal').map((item) => item.route)).toEqual([
      '/potential/home',
      '/InternationalPersonal/12',
      '/internationalApplication/12',
      '/internationalQualifications/12',
      '/internationalDocuments/12',
      '/InternationalSummary/12',
      '/internationalFinish/12',
    ]);
  });

  it('shows the breadcrumb and account menu to applicants and agents, not in the staff container', () => {
    const shows = (mode: 'applicant' | 'agent' | 'staff') =>
      selectShowsStepNavigation(start(flowInput('Domestic', mode, 'personal', SAVED_ID)).actor.getSnapshot());
    expect([shows('applicant'), shows('agent'), shows('staff')]).toEqual([true, true, false]);
  });

  it('links the steps after 2 only when the id is above 0; Start and Personal always; Finish never', () => {
    const links = (id: number) =>
      selectBreadcrumb(start(flowInput('Domestic', 'agent', 'personal', id)).actor.getSnapshot())
        .filter((item) => item.link)
        .map((item) => item.step);
    expect(links(-1)).toEqual(['start', 'personal']);
    expect(links(0)).toEqual(['start', 'personal']);
    expect(links(12)).toEqual(['start', 'personal', 'application', 'qualifications', 'documents', 'summary']);
  });

  it('marks the current step, and the links change once the first save gives an id', () => {
    const flow = start(flowInput('International', 'applicant'));
    expect(
      selectBreadcrumb(flow.actor.getSnapshot())
        .filter((i) => i.current)
        .map((i) => i.step),
    ).toEqual(['personal']);
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    const items = selectBreadcrumb(flow.actor.getSnapshot());
    expect(items.filter((i) => i.current).map((i) => i.step)).toEqual(['application']);
    expect(items.find((i) => i.step === 'summary')).toMatchObject({
      link: true,
      route: '/InternationalSummary/12',
    });
  });
});

describe('application-flow: applicants and agents move on after a save', () => {
  it.each([
    ['Domestic', 'applicant', '/application/12'],
    ['Domestic', 'agent', '/application/12'],
    ['International', 'applicant', '/internationalApplication/12'],
    ['International', 'agent', '/internationalApplication/12'],
  ] as const)('%s %s: SAVED on personal → %s', (category, mode, route) => {
    const flow = start(flowInput(category, mode));
    expect(flow.context().route).toBe(category === 'Domestic' ? '/personal/-1' : '/InternationalPersonal/-1');
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(flow.actor.getSnapshot().value).toBe('application');
    expect(flow.context()).toMatchObject({ step: 'application', id: SAVED_ID, route });
    expect(flow.emitted).toEqual([]);
  });

  it('keeps the first saved id for every later step, whatever the later steps answer', () => {
    const flow = start(flowInput('Domestic', 'applicant'));
    const routes: string[] = [];
    flow.actor.subscribe((snapshot) => routes.push(snapshot.context.route));
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    // Documents saves nothing: it completes with the id it had or none.
    flow.actor.send({ type: 'SAVED', id: -1 });
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect([...new Set(routes)]).toEqual([
      '/application/12',
      '/qualifications/12',
      '/documents/12',
      '/summary/12',
      '/finish/12',
    ]);
    expect(flow.context().id).toBe(SAVED_ID);
  });
});

describe('application-flow: staff stay on the step and emit next', () => {
  it.each(['Domestic', 'International'] as const)(
    '%s staff: SAVED → no route change, next emitted once with the id',
    (category) => {
      const flow = start(flowInput(category, 'staff'));
      flow.actor.send({ type: 'SAVED', id: SAVED_ID });
      expect(flow.actor.getSnapshot().value).toBe('personal');
      expect(flow.context()).toMatchObject({ step: 'personal', id: SAVED_ID });
      expect(flow.emitted).toEqual([{ type: 'next', step: 'application', id: SAVED_ID }]);
    },
  );

  it('reaches only `on` listeners, and the staff container moves on with GO', () => {
    const flow = start(flowInput('Domestic', 'staff'));
    const onNext: Array<{ step: StepKey; id: number }> = [];
    flow.actor.on('next', ({ step, id }) => onNext.push({ step, id }));
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    flow.actor.send({ type: 'GO', step: onNext[0]?.step as StepKey });
    expect(flow.context()).toMatchObject({ step: 'application', route: '/application/12' });
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(onNext).toEqual([
      { step: 'application', id: SAVED_ID },
      { step: 'qualifications', id: SAVED_ID },
    ]);
  });

  it('on the summary, the submission emits next to Finish', () => {
    const flow = start(flowInput('International', 'staff', 'summary', SAVED_ID));
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(flow.emitted).toEqual([{ type: 'next', step: 'finish', id: SAVED_ID }]);
  });
});

// Spec (personal details "Navigation after save": next step | next step | next event; course spec §2
// "Staff do not navigate after saving; they emit a next event instead"; "Flow for staff: the same
// steps, advancing by a next event").
describe('application-flow: the route the view follows', () => {
  it.each(['applicant', 'agent'] as const)(
    "%s: the saved step's next route, then a breadcrumb link's",
    (mode) => {
      const flow = start(flowInput('Domestic', mode));
      const follow = () => selectRouteToFollow(flow.actor.getSnapshot());
      expect(follow()).toBe('/personal/-1');
      flow.actor.send({ type: 'SAVED', id: SAVED_ID });
      expect(follow()).toBe('/application/12');
      flow.actor.send({ type: 'GO', step: 'personal' });
      expect(follow()).toBe('/personal/12');
    },
  );

  it.each(['Domestic', 'International'] as const)(
    '%s staff: none on arrival, after saves or after the container moves on; they advance by next',
    (category) => {
      const flow = start(flowInput(category, 'staff'));
      const follow = () => selectRouteToFollow(flow.actor.getSnapshot());
      const seen = [follow()];
      flow.actor.send({ type: 'SAVED', id: SAVED_ID });
      seen.push(follow());
      flow.actor.send({ type: 'GO', step: 'application' });
      seen.push(follow());
      flow.actor.send({ type: 'SAVED', id: SAVED_ID });
      seen.push(follow());
      expect(seen).toEqual([null, null, null, null]);
      expect(flow.emitted).toEqual([
        { type: 'next', step: 'application', id: SAVED_ID },
        { type: 'next', step: 'qualifications', id: SAVED_ID },
      ]);
    },
  );
});

// Issue 27: an application opened under the other category's route moves to its own; what loaded under
// the wrong category must not be drawn while it goes.
describe("application-flow: moving to the application's own category", () => {
  it.each(['applicant', 'agent'] as const)(
    '%s: an International application loaded at /documents/{id} moves, and says so until it has',
    (mode) => {
      const flow = start(flowInput('Domestic', mode, 'documents', SAVED_ID));
      const moves = () => selectMovesToOwnCategory(flow.actor.getSnapshot());
      expect(moves()).toBe(false);
      flow.actor.send({ type: 'LOADED', category: 'International' });
      expect(moves()).toBe(true);
      expect(selectRouteToFollow(flow.actor.getSnapshot())).toBe(`/internationalDocuments/${SAVED_ID}`);
    },
  );

  it.each([
    ['the same category', flowInput('International', 'applicant', 'documents', SAVED_ID), 'International'],
    ['no category yet', flowInput('Domestic', 'applicant', 'documents', SAVED_ID), null],
    ['a new application', flowInput('Domestic', 'applicant', 'personal', -1), 'International'],
    [
      'the older Other step (one route)',
      flowInput('Domestic', 'applicant', 'other', SAVED_ID),
      'International',
    ],
    ['staff, who do not navigate', flowInput('Domestic', 'staff', 'documents', SAVED_ID), 'International'],
  ] as const)('stays with %s', (_, input, category) => {
    const flow = start(input);
    flow.actor.send({ type: 'LOADED', category });
    expect(selectMovesToOwnCategory(flow.actor.getSnapshot())).toBe(false);
  });

  it('a save after arriving is no move of category', () => {
    const flow = start(flowInput('International', 'applicant', 'documents', SAVED_ID));
    flow.actor.send({ type: 'LOADED', category: 'International' });
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(selectMovesToOwnCategory(flow.actor.getSnapshot())).toBe(false);
  });
});

describe('application-flow: breadcrumb navigation', () => {
  it('goes only to link steps, and not to the step on screen', () => {
    const flow = start(flowInput('Domestic', 'applicant'));
    flow.actor.send({ type: 'GO', step: 'application' });
    flow.actor.send({ type: 'GO', step: 'personal' });
    expect(flow.context()).toMatchObject({ step: 'personal', route: '/personal/-1' });
    flow.actor.send({ type: 'GO', step: 'start' });
    expect(flow.context()).toMatchObject({ step: 'start', route: '/potential/home' });
  });

  it('with an id, goes back to any earlier step and on to any step before Finish', () => {
    const flow = start(flowInput('International', 'agent', 'documents', SAVED_ID));
    flow.actor.send({ type: 'GO', step: 'personal' });
    expect(flow.context().route).toBe('/InternationalPersonal/12');
    flow.actor.send({ type: 'GO', step: 'summary' });
    expect(flow.context().route).toBe('/InternationalSummary/12');
    flow.actor.send({ type: 'GO', step: 'finish' });
    expect(flow.context().step).toBe('summary');
  });

  it('opens on the step of the route, Finish included', () => {
    const flow = start(flowInput('International', 'applicant', 'finish', SAVED_ID));
    expect(flow.actor.getSnapshot().value).toBe('finish');
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(flow.context().step).toBe('finish');
    flow.actor.send({ type: 'GO', step: 'summary' });
    expect(flow.context().step).toBe('summary');
  });
});

describe('application-flow: the older Other step (course spec §2)', () => {
  it.each([
    // Course spec §2 routes table: "/documents/{id}: where the older other-details step goes next".
    ['Domestic', '/documents/12'],
    ['International', '/documents/12'],
  ] as const)('%s: opened at /other/{id}, a save goes to Documents (%s)', (category, route) => {
    const flow = start(flowInput(category, 'applicant', 'other', SAVED_ID));
    expect(flow.actor.getSnapshot().value).toBe('other');
    expect(flow.context().route).toBe('/other/12');
    expect(selectPrimaryLabel(flow.actor.getSnapshot())).toBe('Save & Continue');
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(flow.context()).toMatchObject({ step: 'documents', route });
  });

  it('keeps the id of its first save; staff stay and are told next: Documents', () => {
    const flow = start(flowInput('Domestic', 'staff', 'other'));
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(flow.context()).toMatchObject({ step: 'other', id: SAVED_ID, route: '/other/12' });
    expect(flow.emitted).toEqual([{ type: 'next', step: 'documents', id: SAVED_ID }]);
  });

  it('is not in the breadcrumb: same items, none current there, and GO cannot reach it', () => {
    const flow = start(flowInput('Domestic', 'agent', 'other', SAVED_ID));
    const items = selectBreadcrumb(flow.actor.getSnapshot());
    expect(items).toEqual(
      breadcrumb('Domestic', SAVED_ID, 'documents').map((i) => ({ ...i, current: false })),
    );
    flow.actor.send({ type: 'GO', step: 'qualifications' });
    expect(flow.context().step).toBe('qualifications');
    flow.actor.send({ type: 'GO', step: 'other' });
    expect(flow.context().step).toBe('qualifications');
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(flow.context().step).toBe('documents');
  });
});

describe('application-flow: the primary button', () => {
  it("reads 'Save & Continue' on the form steps, 'Continue' on Documents", () => {
    const flow = start(flowInput('Domestic', 'applicant'));
    expect(selectPrimaryLabel(flow.actor.getSnapshot())).toBe('Save & Continue');
    flow.actor.send({ type: 'SAVED', id: SAVED_ID });
    expect(selectPrimaryLabel(flow.actor.getSnapshot())).toBe('Save & Continue');
    flow.actor.send({ type: 'GO', step: 'documents' });
    expect(selectPrimaryLabel(flow.actor.getSnapshot())).toBe('Continue');
    flow.actor.send({ type: 'GO', step: 'summary' });
    expect(selectPrimaryLabel(flow.actor.getSnapshot())).toBeNull();
  });

  it("reads 'Next' while an offer is edited", () => {
    for (const step of ['personal', 'application', 'qualifications', 'documents'] as const) {
      const flow = start(flowInput('International', 'agent', step, SAVED_ID, true));
      expect(selectPrimaryLabel(flow.actor.getSnapshot()), step).toBe('Next');
    }
  });
});

describe('steps: routes and their spellings', () => {
  it('reads every canonical route and alias back to its category, step and id', () => {
    expect(matchStepRoute('/personal/-1')).toEqual({ category: 'Domestic', step: 'personal', id: -1 });
    expect(matchStepRoute('/DomesticPersonal/5')).toEqual({ category: 'Domestic', step: 'personal', id: 5 });
    expect(matchStepRoute('/InternationalPersonal/5')).toEqual({
      category: 'International',
      step: 'personal',
      id: 5,
    });
    expect(matchStepRoute('/internationalPersional/-1')).toEqual({
      category: 'International',
      step: 'personal',
      id: -1,
    });
    expect(matchStepRoute('/internationalSummary/7')).toEqual({
      category: 'International',
      step: 'summary',
      id: 7,
    });
    expect(matchStepRoute('/documents/7/')).toEqual({ category: 'Domestic', step: 'documents', id: 7 });
    for (const route of STEP_ROUTES) {
      expect(matchStepRoute(`${route.prefix}3`)).toEqual({
        category: route.category,
        step: route.step,
        id: 3,
      });
    }
  });

  it('refuses other paths and ids that are not integers', () => {
    expect(matchStepRoute('/potential/home')).toBeNull();
    expect(matchStepRoute('/personal/abc')).toBeNull();
    expect(matchStepRoute('/personal/')).toBeNull();
    expect(matchStepRoute('/other/x')).toBeNull();
  });

  it('reads /other/{id}, the older step, which has one spelling for both categories', () => {
    expect(matchStepRoute('/other/3')).toEqual({ category: 'Domestic', step: 'other', id: 3 });
    expect(STEP_ROUTES.filter((r) => r.step === 'other')).toHaveLength(1);
  });

  it('lists the aliases beside the canonical routes', () => {
    expect(STEP_ROUTES.filter((r) => !r.canonical).map((r) => `${r.category} ${r.prefix}`)).toEqual([
      'Domestic /DomesticPersonal/',
      'International /internationalPersional/',
      'International /internationalSummary/',
    ]);
  });
});
