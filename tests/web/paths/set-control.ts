import { fireEvent } from '@testing-library/react';

/**
 * Sets the control of one form field (found by its id, the field's name) to a value as a person
 * would: a radio question's Yes or No, a select's option, a text's value. False when nothing changes
 * (no such control, disabled, already so, or a list value the step fills in its own way).
 */
export function setControl(field: string, value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value)) return false;
  const element = document.getElementById(field);
  if (!element || (element as HTMLInputElement).disabled) return false;
  if (element instanceof HTMLInputElement && element.type === 'radio') {
    const answer = document.getElementById(value ? field : `${field}-no`) as HTMLInputElement | null;
    if (!answer || answer.checked) return false;
    fireEvent.click(answer);
    return true;
  }
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ) {
    if (element.value === String(value)) return false;
    fireEvent.change(element, { target: { value: String(value) } });
    return true;
  }
  return false;
}
