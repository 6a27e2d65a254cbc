import { useCallback } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { useFieldRules } from './field-rules.tsx';

/**
 * Puts a whole new form in place of the current one, field by changed field (adding or removing an
 * item, or an answer with what it clears). After a first save attempt the whole form is checked again,
 * so messages of fields the change hid or made optional go away and those it made required appear.
 */
export function useFormChange() {
  const { getValues, setValue, trigger, formState } = useFormContext();
  const { isSubmitted } = formState;
  return useCallback(
    (change: (form: FieldValues) => FieldValues, touched?: string) => {
      const current = getValues();
      const next = change(current);
      for (const key of Object.keys(next)) {
        if (next[key] !== current[key]) {
          setValue(key, next[key], { shouldDirty: true, shouldTouch: key === touched });
        }
      }
      if (isSubmitted) void trigger();
    },
    [getValues, setValue, trigger, isSubmitted],
  );
}

/**
 * Records an answer the way the step's domain says (FieldRules.answer): the answer itself and every
 * dependent value it clears.
 */
export function useAnswer() {
  const change = useFormChange();
  const rules = useFieldRules();
  return useCallback(
    (name: string, value: unknown) => change((form) => rules.answer(form, name, value), name.split('.')[0]),
    [change, rules],
  );
}

/** A copy of `form` with the value at a dotted path ('applicationRpls.0.moduleId') replaced. */
export function setPath(form: FieldValues, path: string, value: unknown): FieldValues {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0)
    return Array.isArray(form) ? Object.assign([...form], { [head]: value }) : { ...form, [head]: value };
  const inner = (form as Record<string, FieldValues>)[head] ?? {};
  const updated = setPath(inner, rest.join('.'), value);
  return Array.isArray(form) ? Object.assign([...form], { [head]: updated }) : { ...form, [head]: updated };
}
