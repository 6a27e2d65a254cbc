import { useCallback } from 'react';
import { type Path, useFormContext } from 'react-hook-form';
import { onAnswerChange } from '@/domain/personal/clearing.ts';
import type { PersonalDetailsForm, PersonalField } from '@/domain/personal/form.ts';
import type { PersonalDetailsInput } from '@/domain/personal/schema.ts';

type Values = PersonalDetailsInput;

/**
 * Records an answer the way the domain says (onAnswerChange): the answer itself and every dependent
 * value it clears. After a first save attempt the whole form is checked again, so messages of fields
 * the answer hid or made optional go away and those it made required appear.
 */
export function useAnswer() {
  const { getValues, setValue, trigger, formState } = useFormContext<Values, unknown, PersonalDetailsForm>();
  const { isSubmitted } = formState;
  return useCallback(
    <K extends PersonalField>(field: K, value: PersonalDetailsForm[K]) => {
      const current = getValues() as unknown as PersonalDetailsForm;
      const next = onAnswerChange(current, field, value);
      for (const key of Object.keys(next) as PersonalField[]) {
        if (next[key] !== current[key]) {
          setValue(key as Path<Values>, next[key] as never, {
            shouldDirty: true,
            shouldTouch: key === field,
          });
        }
      }
      if (isSubmitted) void trigger();
    },
    [getValues, setValue, trigger, isSubmitted],
  );
}
