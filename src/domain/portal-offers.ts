import type { Mode } from './mode.ts';

/**
 * What each portal (the mode, from the host) offers the person signed in there: the decisions the
 * screens only render (DESIGN.md "Mode, role, category"; the server still checks the role).
 */

/** Agents and staff are given their accounts: only applicants register themselves (ADR 023 item 1). */
export const offersRegistration = (mode: Mode) => mode === 'applicant';

/**
 * Applicants and agents raise support requests (spec §2 "Support Online", course spec §2 "A Support
 * link"); staff answer them and have none of their own.
 */
export const offersSupportRequests = (mode: Mode) => mode !== 'staff';

/** The agent portal applies for students (issue 11): no category of the agent's own, the student named first. */
export const appliesForStudents = (mode: Mode) => mode === 'agent';

/** The back office (the staff application page) opens on the staff portal only. */
export const opensBackOffice = (mode: Mode) => mode === 'staff';
