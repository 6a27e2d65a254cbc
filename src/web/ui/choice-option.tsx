import type { SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/** One option's look: the whole label a bordered target, the control inside it (ChoiceOption). */
export const choiceLabel: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'l2',
  cursor: 'pointer',
  _hover: { bg: 'brand.subtle' },
  _focusWithin: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  _disabled: { cursor: 'not-allowed' },
};
export const choiceInput: SystemStyleObject = {
  w: '5',
  h: '5',
  m: '0',
  flexShrink: '0',
  accentColor: 'brand.solid',
  cursor: 'inherit',
  _focusVisible: { outline: 'none' },
};

export interface ChoiceOptionProps {
  id: string;
  name: string;
  type: 'radio' | 'checkbox';
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One radio or checkbox with its label, inside ChoiceOptions (its look is the fieldset's) or a LoneCheckbox; the whole
 * label is the target (well over 24 × 24 px).
 */
export function ChoiceOption({ id, label, onChange, invalid, ...input }: ChoiceOptionProps) {
  return (
    <label htmlFor={id} data-disabled={input.disabled ? '' : undefined}>
      <input
        id={id}
        {...input}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
