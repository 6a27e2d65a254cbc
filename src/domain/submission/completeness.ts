import type { StepKey } from '../applications/steps.ts';
import { SubmitMsg } from './messages.ts';
import type { MissingPart } from './types.ts';

/** The form steps a submission needs, each complete when its saved answers pass its own save schema. */
export const REQUIRED_FORM_STEPS = ['personal', 'application', 'qualifications'] as const;
export type RequiredFormStep = (typeof REQUIRED_FORM_STEPS)[number];

/** The steps whose completeness check your answers shows, in the flow's order. */
export const CHECKED_STEPS = [...REQUIRED_FORM_STEPS, 'documents'] as const satisfies readonly StepKey[];

/**
 * What an application still lacks (issue 10, issue 23): each form step not saved or no longer valid
 * by its own schema, then each required kind of document with no file. The one rule the submission
 * refuses by and check your answers shows; empty when it can be submitted.
 */
export function missingPartsOf(facts: {
  /** Whether each form step's saved answers pass its schema (false when never saved). */
  valid: Readonly<Record<RequiredFormStep, boolean>>;
  /** The kinds the category requires, in order. */
  requiredTypes: readonly string[];
  /** The kinds with at least one file. */
  presentTypes: ReadonlySet<string>;
  captions: Readonly<Record<string, string>>;
}): MissingPart[] {
  const missing: MissingPart[] = REQUIRED_FORM_STEPS.filter((step) => !facts.valid[step]).map((step) => ({
    step,
    message: SubmitMsg[step],
  }));
  for (const type of facts.requiredTypes)
    if (!facts.presentTypes.has(type))
      missing.push({ step: 'documents', message: SubmitMsg.documents(facts.captions[type] ?? type) });
  return missing;
}

/** Each checked step's state on check your answers: complete unless a missing part names it. */
export function stepCompleteness(
  missing: readonly MissingPart[],
): Array<{ step: StepKey; complete: boolean }> {
  return CHECKED_STEPS.map((step) => ({ step, complete: !missing.some((part) => part.step === step) }));
}

export const COMPLETE = 'Complete';
export const NOT_COMPLETE = 'Not complete';
