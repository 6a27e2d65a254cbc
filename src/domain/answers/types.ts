import type { StepKey } from '../applications/steps.ts';

/** One answer as check your answers shows it: the question's label and a readable value. */
export interface AnswerRow {
  label: string;
  value: string;
}

/** A titled part of check your answers, with the step its Change link opens. */
export interface AnswerSection {
  title: string;
  step: StepKey;
  rows: AnswerRow[];
}

/** The name of a list's entry (a reference list, the catalogue, a course's subjects); null if unknown. */
export type NameOf = (list: string, id: number) => string | null;
