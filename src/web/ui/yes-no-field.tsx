import type { SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { ChoiceOption, choiceInput, choiceLabel } from './choice-option.tsx';
import { fieldIds } from './form-field.tsx';
import { staticClassSet, useStaticClasses } from './static-styles.ts';

export interface ChoiceFieldsetProps {
  /** The id of the first control (error summaries link to `#<id>`); the error text is `<id>-error`. */
  id: string;
  legend: ReactNode;
  required?: boolean;
  error?: string;
  helperText?: ReactNode;
  children: ReactNode;
}

/**
 * A choice group's look, its parts included, in one style object: the parts are plain elements, so a
 * question is one class instead of ten styled elements, made once (static-styles.ts; issue 27: Chakra
 * resolves and serialises each styled element's styles on every render).
 */
export const choiceGroup: SystemStyleObject = {
  minW: '0',
  '& > legend': { fontWeight: 'medium', fontSize: 'sm', mb: '1.5' },
  '& > legend > .choice-required': { color: 'fg.error', ms: '1' },
  '& > .choice-help': { fontSize: 'sm', color: 'fg.muted', mb: '1.5' },
  '& > .choice-error': { color: 'fg.error', fontSize: 'sm', mt: '1.5' },
  '& > .choice-options': { display: 'flex', gap: '3', flexWrap: 'wrap' },
  '& > .choice-options[data-column]': { gap: '2', flexDirection: 'column', alignItems: 'flex-start' },
  '& > .choice-options > label': choiceLabel,
  '&[data-invalid] > .choice-options > label': { borderColor: 'border.error' },
  '& > .choice-options > label > input': choiceInput,
};

const choiceClasses = staticClassSet(() => ({ group: { styles: [choiceGroup] } }));

/**
 * A group of radios or checkboxes: a fieldset whose legend is the question (read with each option),
 * the required mark for the eye, and the error tied to the group.
 */
export function ChoiceFieldset({ id, legend, required, error, helperText, children }: ChoiceFieldsetProps) {
  const ids = fieldIds(id);
  const describedBy = [helperText ? ids.helperText : null, error ? ids.errorText : null].filter(Boolean);
  const classes = useStaticClasses(choiceClasses);
  return (
    <fieldset
      aria-describedby={describedBy.join(' ') || undefined}
      data-invalid={error ? '' : undefined}
      className={classes.group}
    >
      <legend>
        {legend}
        {required ? (
          <span className="choice-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {helperText ? (
        <p id={ids.helperText} className="choice-help">
          {helperText}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.errorText} className="choice-error" aria-live="polite">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The options of a ChoiceFieldset: side by side (yes/no), or one under another (`column`). */
export function ChoiceOptions({ column, children }: { column?: boolean; children: ReactNode }) {
  return (
    <div className="choice-options" data-column={column ? '' : undefined}>
      {children}
    </div>
  );
}

export interface YesNoFieldProps {
  /** The field name; the Yes radio has this id, No `<id>-no`. */
  id: string;
  label: ReactNode;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A yes/no question as a radio group: arrow keys move between Yes and No, the answer is a boolean. */
export function YesNoField({
  id,
  label,
  value,
  onChange,
  required,
  error,
  helperText,
  ref,
  ...rest
}: YesNoFieldProps) {
  const common = { name: id, type: 'radio' as const, required, invalid: Boolean(error), ...rest };
  return (
    <ChoiceFieldset id={id} legend={label} required={required} error={error} helperText={helperText}>
      <ChoiceOptions>
        <ChoiceOption
          {...common}
          id={id}
          ref={ref}
          label="Yes"
          checked={value === true}
          onChange={() => onChange(true)}
        />
        <ChoiceOption
          {...common}
          id={`${id}-no`}
          label="No"
          checked={value === false}
          onChange={() => onChange(false)}
        />
      </ChoiceOptions>
    </ChoiceFieldset>
  );
}
