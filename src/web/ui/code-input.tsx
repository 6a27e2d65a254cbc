import { Input, type InputProps } from '@chakra-ui/react';
import type { ChangeEvent, ClipboardEvent, Ref } from 'react';
import { CODE_LENGTH } from '@/domain/constants.ts';

export interface CodeInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  /** Receives the digits only, at most `length` of them. */
  onValueChange: (value: string) => void;
  length?: number;
  ref?: Ref<HTMLInputElement>;
}

const digitsOf = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);

/**
 * A one-time code field: one input, numeric keyboard, `autocomplete="one-time-code"`, digits only.
 * A pasted code keeps its digits ('12 34-56' → '123456'), even where spaces would overflow maxLength.
 */
export function CodeInput({
  value,
  onValueChange,
  length = CODE_LENGTH,
  ref,
  ...inputProps
}: CodeInputProps) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onValueChange(digitsOf(event.target.value, length));
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    onValueChange(digitsOf(value.slice(0, start) + pasted + value.slice(end), length));
  }

  return (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={length}
      spellCheck={false}
      letterSpacing="0.3em"
      fontFamily="mono"
      {...inputProps}
      value={value}
      onChange={onChange}
      onPaste={onPaste}
    />
  );
}
