import { createContext, type ReactNode, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';

/**
 * What the field kit asks of a step about one field, by its path ('familyName',
 * 'applicationRpls.0.courseCode'): its label, whether it is required or locked now, what an answer
 * changes (the domain's clearing rules) and what typing may hold (allowed characters, limit:
 * `typingOf(table)` of src/domain/steps/typing.ts gives them from the step's field table).
 */
export interface FieldRules {
  label: (name: string) => string;
  isRequired: (name: string) => boolean;
  isLocked: (name: string) => boolean;
  /** The whole form after `name` is answered with `value`: the answer and what it clears. */
  answer: (form: FieldValues, name: string, value: unknown) => FieldValues;
  /** Typing filtered to the field's allowed characters; by default kept as typed. */
  filter?: (name: string, typed: string) => string;
  /** Digits only: mobile keyboards show the number pad. */
  numeric?: (name: string) => boolean;
  /** The input's character limit (the field table's maxLength); a field's own prop wins. */
  maxLength?: (name: string) => number | undefined;
  /** The limit a character count shows under the field (limits of 100 or more: no hard maxLength). */
  counted?: (name: string) => number | undefined;
  /** The earliest selectable date (yyyy-MM-dd) of date fields. */
  minDate?: string;
}

const FieldRulesContext = createContext<FieldRules | null>(null);

export function FieldRulesProvider({ rules, children }: { rules: FieldRules; children: ReactNode }) {
  return <FieldRulesContext.Provider value={rules}>{children}</FieldRulesContext.Provider>;
}

export function useFieldRules(): FieldRules {
  const rules = useContext(FieldRulesContext);
  if (!rules) throw new Error('The step form fields need a FieldRulesProvider');
  return rules;
}

/** Sets a top-level field to the value given, clearing nothing (steps without clearing rules). */
export function plainAnswer(form: FieldValues, name: string, value: unknown): FieldValues {
  return { ...form, [name]: value };
}
