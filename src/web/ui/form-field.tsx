import { Field } from '@ark-ui/react/field';
import type { ComponentProps, ReactNode } from 'react';
import { CharacterCount, type CountOf, characterCountIds } from './character-count.tsx';
import { recipePart, slotParts, staticClassSet, useStaticClasses } from './static-styles.ts';

/**
 * Chakra's field parts and text controls (`Field.Root`, `Field.Label`, its required mark, helper and
 * error text, `Input`, `Textarea`) drawn as Ark's parts with their classes made once (static-styles.ts):
 * the same ids, ARIA wiring, markup and CSS, without Chakra resolving each part's recipe on each render.
 */
const fieldClasses = staticClassSet((system) => ({
  ...slotParts(system, 'field', ['root', 'label', 'requiredIndicator', 'helperText', 'errorText']),
  input: recipePart(system, 'input'),
  textarea: recipePart(system, 'textarea'),
}));

/** The field parts' class names (made once). */
const useFieldClasses = () => useStaticClasses(fieldClasses);

/** The ids a field's parts get, so an error summary can link to the control (`#<id>`). */
export function fieldIds(id: string) {
  return { control: id, label: `${id}-label`, helperText: `${id}-help`, errorText: `${id}-error` };
}

interface FieldFrameProps {
  /** The control's id; defaults to the field name. Error summaries link to `#<id>`. */
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  /** A character count under the control (long text fields): over the limit, the field is invalid. */
  count?: CountOf;
}

/** Ark's Field ties `ids.control` to the root; the control's own id is `id`. */
function rootIds(id: string) {
  const { label, helperText, errorText } = fieldIds(id);
  return { control: `${id}-field`, label, helperText, errorText };
}

/** The ids describing a control: its helper, its character limit, its error. */
export function describedBy(
  id: string,
  helperText: ReactNode,
  error?: string,
  count?: CountOf,
): string | undefined {
  const ids = [
    helperText ? fieldIds(id).helperText : null,
    count ? characterCountIds(id).hint : null,
    error ? fieldIds(id).errorText : null,
  ];
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export interface FormFieldProps extends FieldFrameProps {
  /** A custom control; Chakra/Ark controls inside pick up the id, invalid and required state. */
  children: ReactNode;
}

/** A labelled field around any control (react-hook-form Controller, Ark inputs, native selects). */
export function FormField({ id, label, error, required, helperText, count, children }: FormFieldProps) {
  const invalid = Boolean(error) || (count !== undefined && count.length > count.limit);
  const classes = useFieldClasses();
  return (
    <Field.Root id={id} ids={rootIds(id)} invalid={invalid} required={required} className={classes.root}>
      <Field.Label className={classes.label}>
        {label}
        {/* The input itself is marked required; the star is for the eye only, not part of the name. */}
        {required ? (
          <span aria-hidden="true" className={classes.requiredIndicator}>
            *
          </span>
        ) : null}
      </Field.Label>
      {children}
      {helperText ? <Field.HelperText className={classes.helperText}>{helperText}</Field.HelperText> : null}
      {count ? <CharacterCount id={id} {...count} /> : null}
      {/* Drawn only when invalid, as Ark would. */}
      {invalid ? <Field.ErrorText className={classes.errorText}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A text box inside a `FormField` (Chakra's `Input`: its recipe with the default size and variant). */
export function TextBox(props: ComponentProps<typeof Field.Input>) {
  return <Field.Input {...props} className={useFieldClasses().input} />;
}

/** A multi-line text box inside a `FormField` (Chakra's `Textarea` with its defaults). */
export function TextArea(props: ComponentProps<typeof Field.Textarea>) {
  return <Field.Textarea {...props} className={useFieldClasses().textarea} />;
}

export interface TextFieldProps
  extends Omit<ComponentProps<typeof Field.Input>, 'required' | 'id' | 'className'> {
  label: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  count?: CountOf;
  id?: string;
}

/**
 * A text input for react-hook-form: `<TextField label="Email" error={errors.x?.message}
 * {...register('x')} />`. Label, required mark, helper and error text are tied to the input
 * (label `for`, aria-invalid, aria-describedby).
 */
export function TextField({ label, error, required, helperText, count, id, name, ...input }: TextFieldProps) {
  const controlId = id ?? name ?? 'field';
  return (
    <FormField
      id={controlId}
      label={label}
      error={error}
      required={required}
      helperText={helperText}
      count={count}
    >
      <TextBox name={name} aria-describedby={describedBy(controlId, helperText, error, count)} {...input} />
    </FormField>
  );
}
