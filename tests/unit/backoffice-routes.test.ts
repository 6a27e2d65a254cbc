import { describe, expect, it } from 'vitest';
import {
  homeRedirect,
  STAFF_HOME,
  STAFF_STEPS,
  staffApplicationRoute,
  staffBreadcrumb,
  staffStepOf,
  staffStepRoute,
} from '../../src/domain/backoffice/routes.ts';

/**
 * The back office's addresses and its container's breadcrumb (issue 29 item 2: src/domain/backoffice/
 * routes.ts had no unit test). Expected values from docs/architecture.md ("Staff home: /staff/queue";
 * "The container (/staff/application/{category}/{id}?step=…)") and the spec's step breadcrumb
 * (portal-shell-account-documents-summary.md §2: Domestic 2 Personal … 8 Finish, step 5 absent;
 * International 2 … 7 Finish; Finish never a link).
 */
describe('the back office routes', () => {
  it('puts staff on their queue and opens one application in the container, at a step', () => {
    expect(STAFF_HOME).toBe('/staff/queue');
    expect(staffApplicationRoute('Domestic', 52)).toBe('/staff/application/Domestic/52');
    expect(staffStepRoute('International', 7, 'documents')).toBe(
      '/staff/application/International/7?step=documents',
    );
  });

  it('sends staff who open the applicant home to their queue; applicants and agents stay', () => {
    expect(homeRedirect('staff')).toBe('/staff/queue');
    expect(homeRedirect('applicant')).toBeNull();
    expect(homeRedirect('agent')).toBeNull();
    expect(homeRedirect(undefined)).toBeNull();
  });

  it('has the flow’s steps from Personal to Finish (Start is the applicant’s home)', () => {
    expect(STAFF_STEPS).toEqual([
      'personal',
      'application',
      'qualifications',
      'documents',
      'summary',
      'finish',
    ]);
  });

  it('opens the step a ?step= names, and Personal for anything else', () => {
    expect(staffStepOf('summary')).toBe('summary');
    expect(staffStepOf('finish')).toBe('finish');
    expect(staffStepOf('personal')).toBe('personal');
    for (const other of ['start', 'nonsense', '', null, undefined])
      expect(staffStepOf(other)).toBe('personal');
  });
});

describe('the container’s breadcrumb', () => {
  const shape = (items: ReturnType<typeof staffBreadcrumb>) =>
    items.map(({ number, label, link, current }) => ({ number, label, link, current }));

  it('numbers a Domestic application’s steps as the spec does, each a link but the current one and Finish', () => {
    const items = staffBreadcrumb('Domestic', 52, 'application');
    expect(shape(items)).toEqual([
      { number: 2, label: 'Personal', link: true, current: false },
      { number: 3, label: 'Application', link: false, current: true },
      { number: 4, label: 'Qualifications', link: true, current: false },
      { number: 6, label: 'Documents', link: true, current: false },
      { number: 7, label: 'Summary', link: true, current: false },
      { number: 8, label: 'Finish', link: false, current: false },
    ]);
    expect(items.map((item) => item.route)).toEqual([
      '/staff/application/Domestic/52?step=personal',
      '/staff/application/Domestic/52?step=application',
      '/staff/application/Domestic/52?step=qualifications',
      '/staff/application/Domestic/52?step=documents',
      '/staff/application/Domestic/52?step=summary',
      '/staff/application/Domestic/52?step=finish',
    ]);
  });

  it('numbers an International application’s steps 2 to 7', () => {
    expect(staffBreadcrumb('International', 9, 'summary').map((item) => item.number)).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
  });

  it('links only Personal while the application is new (id not above 0), and not when it is current', () => {
    const links = (current: 'personal' | 'summary') =>
      staffBreadcrumb('Domestic', -1, current).map((item) => [item.step, item.link]);
    expect(links('summary')).toEqual([
      ['personal', true],
      ['application', false],
      ['qualifications', false],
      ['documents', false],
      ['summary', false],
      ['finish', false],
    ]);
    expect(links('personal')[0]).toEqual(['personal', false]);
    expect(
      staffBreadcrumb('Domestic', 0, 'summary')
        .filter((item) => item.link)
        .map((item) => item.step),
    ).toEqual(['personal']);
  });
});
