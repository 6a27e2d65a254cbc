import type { Mode } from '../mode.ts';

/**
 * On a phone the home's rows are compact cards (issue 23). An applicant's applications are their
 * own, so the card leaves out their name and email (on every card the same); an agent's cards keep
 * them, as they tell the students apart. Wide screens keep the spec's columns.
 */
export const cardShowsPerson = (mode: Mode) => mode !== 'applicant';
