import { describe, expect, it } from 'vitest';
import { staffApplicationPage } from '../../src/domain/backoffice/application-page.ts';
import type { Mode } from '../../src/domain/mode.ts';
import {
  appliesForStudents,
  offersRegistration,
  offersSupportRequests,
  opensBackOffice,
} from '../../src/domain/portal-offers.ts';

const portals = (offers: (mode: Mode) => boolean) =>
  (['applicant', 'agent', 'staff'] as const).filter((mode) => offers(mode));

// What each host's portal offers (DESIGN.md "Mode, role, category"; the readings named per test).
describe('what each portal offers', () => {
  it('registration on the applicant portal only (ADR 023 item 1: agents and staff are given accounts)', () => {
    expect(portals(offersRegistration)).toEqual(['applicant']);
  });

  it('support requests to applicants and agents (spec §2 Support Online, §6 the agents’ endpoint), not staff', () => {
    expect(portals(offersSupportRequests)).toEqual(['applicant', 'agent']);
  });

  it('applying for students on the agent portal (issue 11)', () => {
    expect(portals(appliesForStudents)).toEqual(['agent']);
  });

  it('the back office on the staff portal only', () => {
    expect(portals(opensBackOffice)).toEqual(['staff']);
  });
});

describe('the staff application page', () => {
  it('opens the container for a known category on the staff portal', () => {
    expect(staffApplicationPage('Domestic', 'staff')).toEqual({ show: 'container', category: 'Domestic' });
    expect(staffApplicationPage('International', 'staff')).toEqual({
      show: 'container',
      category: 'International',
    });
  });

  it('points applicants and agents to the staff portal', () => {
    expect(staffApplicationPage('Domestic', 'applicant')).toEqual({ show: 'otherPortal' });
    expect(staffApplicationPage('International', 'agent')).toEqual({ show: 'otherPortal' });
  });

  it('says an unknown category first, on any portal (the category names are spelt exactly)', () => {
    for (const mode of ['applicant', 'agent', 'staff'] as const) {
      for (const category of [undefined, '', 'domestic', 'Other']) {
        expect(staffApplicationPage(category, mode), `${mode} ${category}`).toEqual({
          show: 'unknownCategory',
        });
      }
    }
  });
});
