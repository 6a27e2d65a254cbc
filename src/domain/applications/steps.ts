import type { Category } from '../user.ts';

/**
 * The application steps and their routes per category (spec §2 "Step breadcrumb"). Domestic numbers
 * 1–4, 6–8 (no 5); International 1–7. Agents reach the international personal step by a variant
 * spelling (/internationalPersional/{id}), which the router also accepts.
 */
export const STEP_KEYS = [
  'start',
  'personal',
  'application',
  'qualifications',
  'documents',
  'summary',
  'finish',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

interface StepDef {
  number: number;
  label: string;
  /** Route prefix; the id is appended. null: not a route of its own (Finish has no link). */
  path: string | null;
}

export const STEPS: Record<Category, Record<StepKey, StepDef>> = {
  Domestic: {
    start: { number: 1, label: 'Start', path: null },
    personal: { number: 2, label: 'Personal', path: '/personal/' },
    application: { number: 3, label: 'Application', path: '/application/' },
    qualifications: { number: 4, label: 'Qualifications', path: '/qualifications/' },
    documents: { number: 6, label: 'Documents', path: '/documents/' },
    summary: { number: 7, label: 'Summary', path: '/summary/' },
    finish: { number: 8, label: 'Finish', path: '/finish/' },
  },
  International: {
    start: { number: 1, label: 'Start', path: null },
    personal: { number: 2, label: 'Personal', path: '/InternationalPersonal/' },
    application: { number: 3, label: 'Application', path: '/internationalApplication/' },
    qualifications: { number: 4, label: 'Qualifications', path: '/internationalQualifications/' },
    documents: { number: 5, label: 'Documents', path: '/internationalDocuments/' },
    summary: { number: 6, label: 'Summary', path: '/InternationalSummary/' },
    finish: { number: 7, label: 'Finish', path: '/internationalFinish/' },
  },
};

/** The id of an application not saved yet (spec §2). */
export const NEW_APPLICATION_ID = -1;

/** The route of a step for an application: start is the applications home. */
export function stepRoute(category: Category, step: StepKey, id: number): string {
  const path = STEPS[category][step].path;
  return path ? `${path}${id}` : '/potential/home';
}
