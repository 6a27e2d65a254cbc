import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { control, otherFormReady, renderOther } from './other-details-fakes.tsx';

// Issue 23 item 8: no silent truncation. GOV.UK Design System, Character count: 'You have N characters
// remaining'; over the limit 'You have N characters too many', as an error, the text kept. Use of
// English is a 500-character box of the Other Details step (course spec; MaxLength.useOfEnglish).

/** The count a sighted person reads under the box (screen readers get the live copy instead). */
const shownCount = () => document.getElementById('useOfEnglish-count')?.textContent;
const liveCount = () => {
  const live = document.getElementById('useOfEnglish-count-live');
  return live?.getAttribute('aria-live') === 'polite' ? live.textContent : undefined;
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

describe('a long text field’s character count (the step field kit)', () => {
  it('counts down as the person types, and tells screen readers politely once typing pauses', async () => {
    renderOther();
    await otherFormReady();
    const box = control('Use of English');
    expect(shownCount()).toBe('You have 500 characters remaining');
    await userEvent.type(box, 'Every day');
    expect(shownCount()).toBe('You have 491 characters remaining');
    await waitFor(() => expect(liveCount()).toBe('You have 491 characters remaining'), { timeout: 3000 });
    const hint = document.getElementById(box.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toBe('You can enter up to 500 characters');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps all 5,000 pasted characters, says how many too many as an error, and the save refuses them', async () => {
    const { save: saveCall } = renderOther();
    await otherFormReady();
    const box = control('Use of English');
    const pasted = 'a'.repeat(5000);
    box.focus();
    await userEvent.paste(pasted);
    expect(box.value).toBe(pasted);
    expect(box.maxLength).toBe(-1);
    expect(shownCount()).toBe('You have 4,500 characters too many');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await save();
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: /It must be no more than 500 characters\./ }),
    ).toBeTruthy();
    expect(saveCall).not.toHaveBeenCalled();
    expect(box.value).toBe(pasted);
    fireEvent.change(box, { target: { value: 'a'.repeat(500) } });
    expect(shownCount()).toBe('You have 0 characters remaining');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBeNull());
  });
});
