import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '@/web/app/system.ts';
import { ErrorSummary } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { SafeHtml } from '@/web/ui/safe-html.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { YesNoField } from '@/web/ui/yes-no-field.tsx';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('TextField', () => {
  it('ties label, helper and error to the input', () => {
    wrap(
      <TextField
        name="email"
        label="Email"
        required
        helperText="We never share it."
        error="Email is required."
      />,
    );
    const input = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(input.id).toBe('email');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-help email-error');
    expect(document.getElementById('email-error')?.textContent).toBe('Email is required.');
    expect(document.getElementById('email-help')?.textContent).toBe('We never share it.');
  });

  it('shows no error text and no aria-invalid while valid', () => {
    wrap(<TextField name="email" label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('YesNoField', () => {
  it('a question with its help and error: the group is described by both, each option marked invalid', async () => {
    const answers: boolean[] = [];
    wrap(
      <YesNoField
        id="usi"
        label="Do you have a USI?"
        required
        helperText="10 letters and numbers."
        error="This is required."
        value={undefined}
        onChange={(value) => answers.push(value)}
      />,
    );
    const group = screen.getByRole('group', { name: /^Do you have a USI\?/ });
    expect(group.getAttribute('aria-describedby')).toBe('usi-help usi-error');
    expect(document.getElementById('usi-error')?.textContent).toBe('This is required.');
    expect(document.getElementById('usi-help')?.textContent).toBe('10 letters and numbers.');
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes.id).toBe('usi');
    expect(yes.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByText('No'));
    expect(answers).toEqual([false]);
  });
});

describe('ErrorSummary', () => {
  it('takes focus when it appears, links to each field, and not again while only fields change', async () => {
    const { rerender } = wrap(
      <>
        <ErrorSummary
          message="Please correct the edit information."
          fieldErrors={{ email: 'Bad.' }}
          labels={{ email: 'Email' }}
          focusKey={1}
        />
        <input id="email" aria-label="email input" />
      </>,
    );
    const summary = screen.getByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await userEvent.click(screen.getByRole('link', { name: 'Email: Bad.' }));
    const input = screen.getByLabelText('email input');
    expect(document.activeElement).toBe(input);
    rerender(
      <ChakraProvider value={system}>
        <ErrorSummary
          message="Please correct the edit information."
          fieldErrors={{ email: 'Worse.' }}
          focusKey={1}
        />
        <input id="email" aria-label="email input" />
      </ChakraProvider>,
    );
    expect(document.activeElement).toBe(input);
  });

  it('does not take focus from a field being typed in when it comes back, only on an attempt or a refusal', async () => {
    const view = (props: { errors: Record<string, string>; focusKey: number; refusal?: object }) => (
      <ChakraProvider value={system}>
        <ErrorSummary
          message={null}
          fieldErrors={props.errors}
          focusKey={props.focusKey}
          refusal={props.refusal}
        />
        <input id="code" aria-label="code input" />
      </ChakraProvider>
    );
    const { rerender } = render(view({ errors: {}, focusKey: 1 }));
    const input = screen.getByLabelText('code input');
    await userEvent.click(input);
    // The person empties the field after a submit: the form checks it again and the summary is back.
    rerender(view({ errors: { code: 'Verification code is required.' }, focusKey: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(input);
    // Submitting again is an attempt: the summary takes focus.
    rerender(view({ errors: { code: 'Verification code is required.' }, focusKey: 2 }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    // A refusal arriving while the person is in a field (Enter pressed there) takes focus too.
    await userEvent.click(input);
    rerender(view({ errors: { code: 'Wrong code.' }, focusKey: 2, refusal: { code: 401 } }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });

  it('renders nothing without a message or errors', () => {
    wrap(<ErrorSummary message={null} fieldErrors={{}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SafeHtml and StatusMessage', () => {
  it('removes scripts and event handlers from server HTML', () => {
    const { container } = wrap(
      <SafeHtml
        html={'<p onclick="alert(1)">Terms</p><script>alert(2)</script><img src=x onerror="alert(3)">'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toBe('Terms');
  });

  it('announces politely', () => {
    wrap(<StatusMessage tone="success">Saved.</StatusMessage>);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });
});
