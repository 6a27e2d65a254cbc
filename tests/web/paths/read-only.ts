import { screen } from '@testing-library/react';

/** The read-only note of a form step (issue 10) as a person reads it; null when the form can be changed. */
export const readReadOnly = () => ({
  readOnly: screen.queryByRole('note', { name: 'Read only' })?.textContent?.trim() ?? null,
});
