import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '@/web/app/system.ts';
import { CodeInput } from '@/web/ui/code-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <ChakraProvider value={system}>
      <label htmlFor="code">Verification code</label>
      <CodeInput id="code" value={value} onValueChange={setValue} />
    </ChakraProvider>
  );
}

const field = () => screen.getByLabelText('Verification code') as HTMLInputElement;

describe('CodeInput', () => {
  it('is a single numeric one-time-code field of 6', () => {
    render(<Harness />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().getAttribute('autocomplete')).toBe('one-time-code');
    expect(field().maxLength).toBe(6);
    expect(field().type).toBe('text');
  });

  it('keeps the digits of a pasted code with spaces and dashes', async () => {
    render(<Harness />);
    await userEvent.click(field());
    await userEvent.paste('12 34-56');
    expect(field().value).toBe('123456');
  });

  it('filters non-digits while typing and stops at 6', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'a1b2-3 4x5678');
    expect(field().value).toBe('123456');
  });

  it('pastes into the selection', async () => {
    render(<Harness />);
    await userEvent.type(field(), '19');
    field().setSelectionRange(1, 1);
    await userEvent.paste('2-3');
    expect(field().value).toBe('1239');
  });
});
