import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { fieldIds } from './form-field.tsx';

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
 * A group of radios or checkboxes: a fieldset whose legend is the question (read with each option),
 * the required mark for the eye, and the error tied to the group.
 */
export function ChoiceFieldset({ id, legend, required, error, helperText, children }: ChoiceFieldsetProps) {
  const ids = fieldIds(id);
  const describedBy = [helperText ? ids.helperText : null, error ? ids.errorText : null].filter(Boolean);
  return (
    <chakra.fieldset
      aria-describedby={describedBy.join(' ') || undefined}
      data-invalid={error ? '' : undefined}
      minW="0"
    >
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        {legend}
        {required ? (
          <chakra.span aria-hidden="true" color="fg.error" ms="1">
            *
          </chakra.span>
        ) : null}
      </chakra.legend>
      {helperText ? (
        <Text id={ids.helperText} fontSize="sm" color="fg.muted" mb="1.5">
          {helperText}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text id={ids.errorText} color="fg.error" fontSize="sm" mt="1.5" aria-live="polite">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

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

/** One radio or checkbox with its label; the whole label is the target (well over 24 × 24 px). */
export function ChoiceOption({ id, label, onChange, invalid, ...input }: ChoiceOptionProps) {
  return (
    <chakra.label
      htmlFor={id}
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="10"
      px="3"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'gray.500'}
      borderRadius="l2"
      cursor={input.disabled ? 'not-allowed' : 'pointer'}
      _hover={input.disabled ? undefined : { bg: 'brand.subtle' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <chakra.input
        id={id}
        {...input}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
        w="5"
        h="5"
        m="0"
        accentColor="brand.solid"
        cursor="inherit"
        _focusVisible={{ outline: 'none' }}
      />
      <Box as="span">{label}</Box>
    </chakra.label>
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
      <Flex gap="3" wrap="wrap">
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
      </Flex>
    </ChoiceFieldset>
  );
}
