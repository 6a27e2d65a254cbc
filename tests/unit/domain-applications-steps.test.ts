import { describe, expect, it } from 'vitest';
import {
  arrivalRoute,
  breadcrumb,
  FLOW_STEP_KEYS,
  HOME_ROUTE,
  isStepLink,
  matchStepRoute,
  NEW_APPLICATION_ID,
  nextStep,
  primaryActionLabel,
  STEP_ROUTES,
  stepRoute,
} from '../../src/domain/applications/steps.ts';

// Spec §2 "Step breadcrumb" and the routes table.
const domestic = [
  ['start', 1, 'Start', '/potential/home'],
  ['personal', 2, 'Personal', '/personal/12'],
  ['application', 3, 'Application', '/application/12'],
  ['qualifications', 4, 'Qualifications', '/qualifications/12'],
  ['documents', 6, 'Documents', '/documents/12'],
  ['summary', 7, 'Summary', '/summary/12'],
  ['finish', 8, 'Finish', '/finish/12'],
] as const;
const international = [
  ['start', 1, 'Start', '/potential/home'],
  ['personal', 2, 'Personal', '/InternationalPersonal/12'],
  ['application', 3, 'Application', '/internationalApplication/12'],
  ['qualifications', 4, 'Qualifications', '/internationalQualifications/12'],
  ['documents', 5, 'Documents', '/internationalDocuments/12'],
  ['summary', 6, 'Summary', '/InternationalSummary/12'],
  ['finish', 7, 'Finish', '/internationalFinish/12'],
] as const;

describe('the breadcrumb', () => {
  it.each([
    ['Domestic', domestic],
    ['International', international],
  ] as const)('%s: numbers, labels and routes of a saved application', (category, steps) => {
    expect(breadcrumb(category, 12, 'documents')).toEqual(
      steps.map(([step, number, label, route]) => ({
        step,
        number,
        label,
        route,
        link: step !== 'finish',
        current: step === 'documents',
      })),
    );
  });

  it('links only Start and Personal while the application is new (id -1) or has no id above 0', () => {
    expect(NEW_APPLICATION_ID).toBe(-1);
    for (const id of [NEW_APPLICATION_ID, 0]) {
      const links = breadcrumb('Domestic', id, 'personal').map(({ step, link }) => [step, link]);
      expect(links).toEqual([
        ['start', true],
        ['personal', true],
        ['application', false],
        ['qualifications', false],
        ['documents', false],
        ['summary', false],
        ['finish', false],
      ]);
    }
    expect(breadcrumb('International', -1, 'personal')[1]).toMatchObject({
      route: '/InternationalPersonal/-1',
      current: true,
    });
  });

  it('never links Finish, and links every other step from id 1', () => {
    expect(isStepLink('finish', 5)).toBe(false);
    expect(isStepLink('application', 1)).toBe(true);
    expect(isStepLink('summary', 1)).toBe(true);
    expect(isStepLink('start', -1)).toBe(true);
  });

  it('Start leads to the applications home', () => {
    expect(HOME_ROUTE).toBe('/potential/home');
    expect(stepRoute('International', 'start', 7)).toBe('/potential/home');
  });

  it('has no entry for the older Other step, which is never a link', () => {
    for (const category of ['Domestic', 'International'] as const) {
      for (const current of FLOW_STEP_KEYS) {
        expect(breadcrumb(category, 12, current).map((item) => item.step)).not.toContain('other');
      }
      expect(breadcrumb(category, 12, 'other').filter((item) => item.current)).toEqual([]);
      expect(stepRoute(category, 'other', 12)).toBe('/other/12');
    }
    expect(isStepLink('other', 12)).toBe(false);
    expect(FLOW_STEP_KEYS.indexOf('other')).toBe(FLOW_STEP_KEYS.indexOf('qualifications') + 1);
  });
});

describe('the step order (spec §4: personal, application, qualifications, documents, summary, finish)', () => {
  it('goes forward one step at a time and ends after Finish', () => {
    expect(nextStep('start')).toBe('personal');
    expect(nextStep('personal')).toBe('application');
    expect(nextStep('application')).toBe('qualifications');
    expect(nextStep('qualifications')).toBe('documents');
    // Course §2: the older Other step goes to /documents/{id}; it is not on the way from qualifications.
    expect(nextStep('other')).toBe('documents');
    expect(nextStep('documents')).toBe('summary');
    expect(nextStep('summary')).toBe('finish');
    expect(nextStep('finish')).toBeNull();
  });
});

// Personal §2 'Save & Continue', or 'Next' when an offer is edited; documents 'Continue' or 'Next'.
describe('the primary button of a step', () => {
  it.each([
    ['personal', false, 'Save & Continue'],
    ['application', false, 'Save & Continue'],
    ['qualifications', false, 'Save & Continue'],
    ['other', false, 'Save & Continue'],
    ['other', true, 'Next'],
    ['documents', false, 'Continue'],
    ['personal', true, 'Next'],
    ['documents', true, 'Next'],
    ['start', false, null],
    ['summary', false, null],
    ['finish', false, null],
    ['summary', true, null],
    ['start', true, null],
    ['finish', true, null],
  ] as const)('%s (offer edited: %s) → %j', (step, editOffer, label) => {
    expect(primaryActionLabel(step, editOffer)).toBe(label);
  });
});

describe('matching a path to a step route', () => {
  it.each([
    ['/personal/-1', { category: 'Domestic', step: 'personal', id: -1 }],
    ['/DomesticPersonal/4', { category: 'Domestic', step: 'personal', id: 4 }],
    ['/InternationalPersonal/9', { category: 'International', step: 'personal', id: 9 }],
    ['/internationalPersional/9', { category: 'International', step: 'personal', id: 9 }],
    ['/internationalpersonal/9/', { category: 'International', step: 'personal', id: 9 }],
    ['/application/3', { category: 'Domestic', step: 'application', id: 3 }],
    ['/application/1234', { category: 'Domestic', step: 'application', id: 1234 }],
    ['/internationalApplication/3', { category: 'International', step: 'application', id: 3 }],
    ['/qualifications/3', { category: 'Domestic', step: 'qualifications', id: 3 }],
    ['/internationalDocuments/3', { category: 'International', step: 'documents', id: 3 }],
    ['/summary/3', { category: 'Domestic', step: 'summary', id: 3 }],
    ['/InternationalSummary/3', { category: 'International', step: 'summary', id: 3 }],
    ['/internationalSummary/3', { category: 'International', step: 'summary', id: 3 }],
    ['/finish/3', { category: 'Domestic', step: 'finish', id: 3 }],
    ['/internationalFinish/3', { category: 'International', step: 'finish', id: 3 }],
    // One spelling for both categories, listed under Domestic (it leads to /documents/{id}).
    ['/other/3', { category: 'Domestic', step: 'other', id: 3 }],
  ] as const)('%s → %j', (path, match) => {
    expect(matchStepRoute(path)).toEqual(match);
  });

  it.each([
    '/potential/home',
    '/personal/',
    '/personal/abc',
    '/personal/1.5',
    '/personal/1x',
    '/x/personal/1',
    '/other/abc',
    '/personal//9',
  ])('%s is not a step route', (path) => {
    expect(matchStepRoute(path)).toBeNull();
  });

  it('serves each canonical route once and marks the spelling variants', () => {
    const prefixes = STEP_ROUTES.map(({ prefix, canonical }) => `${prefix}${canonical ? '' : ' (alias)'}`);
    expect(prefixes).toEqual([
      '/personal/',
      '/DomesticPersonal/ (alias)',
      '/application/',
      '/qualifications/',
      '/other/',
      '/documents/',
      '/summary/',
      '/finish/',
      '/InternationalPersonal/',
      '/internationalPersional/ (alias)',
      '/internationalApplication/',
      '/internationalQualifications/',
      '/internationalDocuments/',
      '/InternationalSummary/',
      '/internationalSummary/ (alias)',
      '/internationalFinish/',
    ]);
    expect(STEP_ROUTES[0]).toEqual({
      category: 'Domestic',
      step: 'personal',
      prefix: '/personal/',
      canonical: true,
    });
  });
});

describe('where the flow arrives', () => {
  // Course spec §2 routes table: "/documents/{id}: where the older other-details step goes next".
  it.each(['Domestic', 'International'] as const)(
    'from the older Other step: /documents/{id} (%s)',
    (category) => {
      expect(arrivalRoute(category, 'other', 'documents', 12)).toBe('/documents/12');
    },
  );

  it.each([
    ['International', 'qualifications', 'documents', '/internationalDocuments/12'],
    ['International', 'other', 'summary', '/InternationalSummary/12'],
    ['International', 'documents', 'documents', '/internationalDocuments/12'],
    ['Domestic', 'qualifications', 'other', '/other/12'],
  ] as const)('%s, from %s to %s: the step’s own route (%s)', (category, from, to, route) => {
    expect(arrivalRoute(category, from, to, 12)).toBe(route);
  });
});
